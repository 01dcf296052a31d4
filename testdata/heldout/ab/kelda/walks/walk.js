
document.addEventListener('DOMContentLoaded', function () {
  var id = Number(new URLSearchParams(location.search).get('id'));
  fetch('/data/routes.json').then(function (r) { return r.json(); }).then(function (routes) {
    var hit = alasql('SELECT * FROM ? WHERE id = ?', [routes, id])[0];
    var box = document.getElementById('route-card');
    if (!hit) { box.innerHTML = '<p>This route card is no longer available.</p>'; return; }
    var legs = alasql('SELECT * FROM ? ORDER BY n', [hit.legs.map(function (l) { return { n: l[0], leg: l[1], km: l[2] }; })]);
    var html = '<h2>' + hit.name + '</h2>' +
      '<p>' + (/^[aeiou]/.test(hit.grade) ? 'An ' : 'A ') + hit.grade + ' walk of ' + hit.km + ' km with ' + hit.ascent + ' m of ascent, starting from ' + hit.start + '.</p>' +
      '<p>' + hit.text + '</p><table><thead><tr><th>Leg</th><th>Section</th><th>km</th></tr></thead><tbody>' +
      legs.map(function (l) { return '<tr><td>' + l.n + '</td><td>' + l.leg + '</td><td>' + l.km + '</td></tr>'; }).join('') +
      '</tbody></table>';
    box.innerHTML = html;
    document.title = hit.name + ' | Kelda Fell & Dale Walkers';
  });
});
