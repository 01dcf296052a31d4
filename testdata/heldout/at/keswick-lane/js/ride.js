// ride.js - looks for a notes file named after the page, e.g.
// /rides/high-moor-road.html -> /data/rides/high-moor-road.json
var rideBus = mitt();

rideBus.on('notes', function (d) {
  var sec = document.querySelector('.ride-notes');
  var h = document.createElement('h2');
  h.textContent = 'Route notes';
  sec.appendChild(h);
  var p = document.createElement('p');
  p.textContent = d.notes;
  sec.appendChild(p);
  var h3 = document.createElement('h3');
  h3.textContent = 'Stops along the way';
  sec.appendChild(h3);
  var ul = document.createElement('ul');
  d.stops.forEach(function (s) {
    var li = document.createElement('li');
    li.textContent = s;
    ul.appendChild(li);
  });
  sec.appendChild(ul);
});

(function () {
  var name = location.pathname.split('/').pop().replace('.html', '');
  fetch('/data/rides/' + name + '.json').then(function (r) {
    if (r.ok) return r.json().then(function (d) { rideBus.emit('notes', d); });
  });
})();
