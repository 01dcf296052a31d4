// This week's boxes, drawn with maquette from data/this-week.json: a table
// on wide screens, one paragraph a box on narrow ones. The projector
// redraws when the width crosses the breakpoint.
(function () {
  var host = document.getElementById('box-list');
  if (!host) return;
  var h = maquette.h;
  var narrow = window.matchMedia('(max-width: 719px)');
  var projector = maquette.createProjector();

  function joinAnd(xs) {
    return xs.length < 2 ? xs.join('') : xs.slice(0, -1).join(', ') + ' and ' + xs[xs.length - 1];
  }
  function label(size) { return size.charAt(0).toUpperCase() + size.slice(1) + ' box'; }

  fetch('/data/this-week.json').then(function (r) { return r.json(); }).then(function (week) {
    function render() {
      var head = h('h2', ['The boxes for ' + week.week]);
      var body = narrow.matches
        ? h('div.cards', { key: 'cards' }, week.boxes.map(function (b) {
            return h('p.card', { key: b.size }, [h('strong', [label(b.size) + ':']), ' ' + joinAnd(b.items) + '.']);
          }))
        : h('table.week', { key: 'table' }, [
            h('thead', [h('tr', [h('th', ['Box']), h('th', ['What is in it'])])]),
            h('tbody', week.boxes.map(function (b) {
              return h('tr', { key: b.size }, [h('th', [label(b.size)]), h('td', [joinAnd(b.items)])]);
            }))
          ]);
      return h('div.week-inner', [head, body, h('p.note', [week.extras])]);
    }
    projector.append(host, render);
    var redraw = function () { projector.scheduleRender(); };
    if (narrow.addEventListener) narrow.addEventListener('change', redraw);
    else if (narrow.addListener) narrow.addListener(redraw);
  });
})();
