// the tide board lives in a same-origin frame; Postmate asks it for the week
(function () {
  var out = document.getElementById('tide-table');
  new Postmate({ container: document.getElementById('tide-frame'), url: '/frames/tide-table.html', name: 'tide-board' })
    .then(function (child) { return child.get('week'); })
    .then(function (week) {
      var ul = document.createElement('ul');
      week.days.forEach(function (d) {
        var li = document.createElement('li');
        li.textContent = d[0] + ': high water ' + d[1].map(function (hw) { return hw[0] + ' (' + hw[1].toFixed(1) + ' m)'; }).join(' and ');
        ul.appendChild(li);
      });
      var h = document.createElement('h2');
      h.textContent = 'High water at ' + week.place;
      out.appendChild(h);
      out.appendChild(ul);
    });
})();
