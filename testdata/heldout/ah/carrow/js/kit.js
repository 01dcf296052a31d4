// Fills each <details class="kit"> with its list from data/kit.csv.
(function () {
  var boxes = document.querySelectorAll('details.kit');
  if (!boxes.length) return;
  fetch('/data/kit.csv')
    .then(function (r) { return r.text(); })
    .then(function (text) {
      var rows = Papa.parse(text, { header: true, skipEmptyLines: true }).data;
      Array.prototype.forEach.call(boxes, function (d) {
        var group = d.getAttribute('data-group');
        var ul = document.createElement('ul');
        rows.filter(function (r) { return r.group === group; }).forEach(function (r) {
          var li = document.createElement('li');
          li.textContent = r.item + ': ' + r.note;
          ul.appendChild(li);
        });
        d.querySelector('.kit-body').appendChild(ul);
      });
    });
})();
