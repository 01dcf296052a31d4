// batch lookup: the batch code lives in the fragment (#batch=CODE); the tank book is a text/plain block
(function () {
  var view = document.getElementById('batch-view');
  var pick = document.getElementById('batch-pick');
  var book = document.getElementById('tank-book');
  if (!view || !book) return;
  var sq = new Sqids({ minLength: 6 });
  var tanks = book.textContent.trim().split('\n').map(function (line) {
    var f = line.split('|');
    var n = sq.decode(f[0]);
    return { code: f[0], year: n[0], tank: n[1], fill: n[2], fruit: f[1], vessel: f[2], litres: +f[3] };
  });
  function show() {
    var m = /batch=([A-Za-z0-9]+)/.exec(location.hash);
    var t = m && tanks.filter(function (x) { return x.code === m[1]; })[0];
    if (!t) {
      t = tanks[0];
      history.replaceState(null, '', location.pathname + location.search + '#batch=' + t.code);
    }
    view.innerHTML = '';
    var h = document.createElement('h2');
    h.textContent = 'Batch ' + t.code;
    var p = document.createElement('p');
    p.textContent = 'Tank ' + t.tank + ' of ' + t.year + ' holds ' + t.litres + ' litres of ' + t.fruit + ', resting in ' + t.vessel + '.';
    view.appendChild(h);
    view.appendChild(p);
  }
  tanks.forEach(function (t) {
    var b = document.createElement('button');
    b.type = 'button';
    b.textContent = t.code;
    b.addEventListener('click', function () { location.hash = 'batch=' + t.code; });
    pick.appendChild(b);
  });
  window.addEventListener('hashchange', show);
  show();
})();
