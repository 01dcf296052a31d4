// Adds the add-ons (eggs, bread, juice) to the price table as a second
// tbody, drawn with maquette from data/add-ons.json.
(function () {
  var table = document.querySelector('table.prices');
  if (!table) return;
  var h = maquette.h;
  fetch('/data/add-ons.json').then(function (r) { return r.json(); }).then(function (items) {
    maquette.createProjector().append(table, function () {
      return h('tbody.add-ons', [
        h('tr', { key: 'head' }, [h('th', { colSpan: 3 }, ['Add-ons, ordered with your box'])])
      ].concat(items.map(function (it) {
        return h('tr', { key: it.name }, [
          h('td', [it.name]), h('td', [it.who]), h('td', ['£' + it.price.toFixed(2) + ' a week'])
        ]);
      })));
    });
  });
})();
