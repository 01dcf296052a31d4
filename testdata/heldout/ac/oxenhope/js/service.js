(function () {
  var id = new URLSearchParams(location.search).get('id');
  var data = reef.signal({ svc: null, failed: false });
  reef.component('#service-times', function () {
    if (data.failed) return '<p>Sorry, we could not find that service.</p>';
    if (!data.svc) return '<p class="placeholder">Loading the timetable...</p>';
    var s = data.svc;
    return '<h2>' + s.name + ' ' + s.hauled + '</h2><p>' + s.note + '</p><table><thead><tr><th>Station</th><th>Departs</th></tr></thead><tbody>' +
      s.calls.map(function (c) { return '<tr><td>' + c.station + '</td><td>' + c.time + '</td></tr>'; }).join('') + '</tbody></table>';
  });
  fetch('/data/services.json').then(function (r) { return r.json(); }).then(function (all) {
    if (all[id]) { data.svc = all[id]; document.title = all[id].name + ' | Oxenhope & Worth Vale Railway'; }
    else data.failed = true;
  });
})();
