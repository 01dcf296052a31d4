// Shows the path warden's latest report on the walk. The walk's number is
// "route" in the page's JSON config; the reports for every walk on both
// lines are one JSON file.
(function () {
  var cfg = document.getElementById('walk-config');
  var box = document.querySelector('.path-report');
  if (!cfg || !box) return;
  var route = String(JSON.parse(cfg.textContent).route);
  var months = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
    'August', 'September', 'October', 'November', 'December'];
  fetch('/data/path-reports.json')
    .then(function (r) { return r.json(); })
    .then(function (data) {
      var rep = data.routes[route];
      if (!rep) return;
      var d = rep.walked.split('-');
      var h = document.createElement('h2');
      h.textContent = 'Path report';
      var p1 = document.createElement('p');
      p1.textContent = 'Walked by ' + rep.warden + ' on ' + Number(d[2]) + ' ' + months[Number(d[1]) - 1] + '.';
      var p2 = document.createElement('p');
      p2.textContent = rep.report;
      box.appendChild(h);
      box.appendChild(p1);
      box.appendChild(p2);
    });
})();
