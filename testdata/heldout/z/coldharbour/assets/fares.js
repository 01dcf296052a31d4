(function () {
  var ul = document.getElementById('fare-list');
  var money = ferry.money;
  fetch(ul.dataset.source).then(function (r) { return r.text(); }).then(function (txt) {
    d3.csvParse(txt, d3.autoType).forEach(function (row) {
      [['adult_single', 'Adult single'], ['adult_return', 'Adult return'], ['child_single', 'Child single'], ['child_return', 'Child return']].forEach(function (c) {
        if (row[c[0]] == null) return;
        var li = document.createElement('li');
        li.textContent = c[1] + ' to ' + row.dest + ': ' + money(row[c[0]]);
        ul.appendChild(li);
      });
    });
  });
})();
