// Home page strip: the routes most walked this week, and the route guides
// this visitor has looked at in this browser session (kept by store2 in
// sessionStorage; empty on a first visit, when it is set up).
(function () {
  var box = document.getElementById('strip');
  if (!box) return;
  var recent = null;
  try { recent = store.session.get('carrow.recent'); } catch (e) {}
  if (!Array.isArray(recent)) {
    recent = [];
    try { store.session.set('carrow.recent', recent); } catch (e) {}
  }

  function joinAnd(parts) {
    if (parts.length < 2) return parts.join('');
    return parts.slice(0, -1).join(', ') + ' and ' + parts[parts.length - 1];
  }

  function line(cls, lead, items) {
    var p = document.createElement('p');
    p.className = cls;
    p.appendChild(document.createTextNode(lead));
    items.forEach(function (it, i) {
      if (i > 0) p.appendChild(document.createTextNode(i === items.length - 1 ? ' and ' : ', '));
      var a = document.createElement('a');
      a.href = '/routes/' + it.slug + '.html';
      a.textContent = it.title;
      p.appendChild(a);
    });
    p.appendChild(document.createTextNode('.'));
    return p;
  }

  Papa.parse('/data/popular.csv', {
    download: true, header: true, skipEmptyLines: true,
    complete: function (res) {
      var top = res.data.slice().sort(function (a, b) { return a.rank - b.rank; }).slice(0, 3);
      var h = document.createElement('h2');
      h.textContent = 'On the fells';
      box.appendChild(h);
      box.appendChild(line('popular', 'Popular this week: ', top));
      if (recent.length) {
        box.appendChild(line('recent', 'You looked at recently: ', recent.slice(-3).reverse()));
      }
    }
  });
})();
