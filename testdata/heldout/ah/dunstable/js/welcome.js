// Visit page: a line that depends on where the visitor came from (nothing,
// this site or elsewhere), and the next open farm day from data/open-days.json.
(function () {
  var h = maquette.h;
  var projector = maquette.createProjector();
  var hello = document.getElementById('welcome');
  var day = document.getElementById('open-day');
  var ref = document.referrer;
  var line;
  if (!ref) line = 'Coming for the first time? Saturday morning is the best time to visit.';
  else if (ref.indexOf(location.origin) === 0) line = 'Members are welcome any time the gate is open; bring your friends.';
  else line = 'Welcome, and thank you for finding us from ' + ref.replace(/^[a-z]+:\/\//, '').replace(/\/.*$/, '') + '.';
  if (hello) projector.append(hello, function () { return h('span', [line]); });
  if (!day) return;
  fetch('/data/open-days.json').then(function (r) { return r.json(); }).then(function (days) {
    var next = days.filter(function (d) { return d.next; })[0];
    if (!next) return;
    projector.append(day, function () {
      return h('strong', ['Next open farm day: ' + next.date + ', ' + next.hours + ', with tractor rides at ' + next.rides + '.']);
    });
  });
})();
