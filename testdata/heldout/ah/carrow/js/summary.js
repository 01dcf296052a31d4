// Route guides at a glance, from data/routes.csv: a table on wide screens,
// a list of short cards on narrow ones (redrawn when the width crosses).
(function () {
  var box = document.getElementById('route-summary');
  if (!box) return;
  var narrow = window.matchMedia('(max-width: 759px)');
  var routes = [];

  function facts(r) {
    return r.miles + ' miles and ' + Number(r.feet).toLocaleString('en-GB') +
      ' ft of ascent, about ' + r.hours + ' hours';
  }

  function draw() {
    box.textContent = '';
    var h = document.createElement('h2');
    h.textContent = 'The routes at a glance';
    box.appendChild(h);
    if (narrow.matches) {
      var ul = document.createElement('ul');
      ul.className = 'cards';
      routes.forEach(function (r) {
        var li = document.createElement('li');
        var b = document.createElement('strong');
        b.textContent = r.title;
        var p = document.createElement('p');
        p.textContent = facts(r) + ', from ' + r.start + '.';
        li.appendChild(b);
        li.appendChild(p);
        ul.appendChild(li);
      });
      box.appendChild(ul);
      return;
    }
    var t = document.createElement('table');
    t.className = 'glance';
    var head = t.createTHead().insertRow();
    ['Route', 'Distance, climb and time', 'Start'].forEach(function (s) {
      var th = document.createElement('th');
      th.textContent = s;
      head.appendChild(th);
    });
    var body = t.createTBody();
    routes.forEach(function (r) {
      var tr = body.insertRow();
      tr.insertCell().textContent = r.title;
      tr.insertCell().textContent = facts(r);
      tr.insertCell().textContent = r.start;
    });
    box.appendChild(t);
  }

  Papa.parse('/data/routes.csv', {
    download: true, header: true, skipEmptyLines: true,
    complete: function (res) {
      routes = res.data;
      draw();
      if (narrow.addEventListener) narrow.addEventListener('change', draw);
      else if (narrow.addListener) narrow.addListener(draw);
    }
  });
})();
