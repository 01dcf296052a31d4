/* craft.js - builds each boat page from data/fleet.json, so that when we buy or
   retire a boat Ruth only has to change the one file. The key is data-boat on <body>.
   The counting sentences use messageformat so that "1 boats" never happens. */
(function () {
  var slug = document.body.getAttribute('data-boat');
  var box = document.getElementById('boat');
  if (!slug || !box) return;

  var mf = new MessageFormat('en');
  var fleetMsg = mf.compile(
    '{count, plural, one {There is just one of these in the fleet} other {There are # of these in the fleet}}' +
    '{laid_up, plural, =0 {.} one { and one of them is laid up in the shed for repairs.} other { and # of them are laid up in the shed for repairs.}}');
  var seatsMsg = mf.compile('{seats, plural, one {one paddler} other {up to # people}}');

  function esc(s) {
    return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  }

  fetch('../data/fleet.json')
    .then(function (r) { return r.json(); })
    .then(function (fleet) {
      var boat = null;
      fleet.boats.forEach(function (b) { if (b.id === slug) boat = b; });
      if (!boat) {
        box.innerHTML = '<p>Sorry, we could not find this boat in the fleet list.</p>';
        return;
      }
      var html = '';
      boat.about.forEach(function (p) { html += '<p>' + esc(p) + '</p>\n'; });
      html += '<table class="specs">\n' +
        '<tr><th>Model</th><td>' + esc(boat.model) + '</td></tr>\n' +
        '<tr><th>Length</th><td>' + boat.length_m.toFixed(2) + ' m</td></tr>\n' +
        '<tr><th>Weight</th><td>' + boat.weight_kg + ' kg</td></tr>\n' +
        '<tr><th>Carries</th><td>' + seatsMsg({ seats: boat.seats }) + ', ' + boat.max_kg + ' kg in all</td></tr>\n' +
        '<tr><th>Dogs</th><td>' + (boat.dogs ? 'Welcome, with their own buoyancy aid' : 'Not in this one, sorry') + '</td></tr>\n' +
        '</table>\n';
      html += '<p>Best for ' + esc(boat.good_for) + '. ' +
        fleetMsg({ count: boat.count, laid_up: boat.laid_up }) + '</p>\n';
      html += '<p class="small">Fleet list last checked ' + esc(fleet.updated) + '.</p>';
      box.innerHTML = html;
    })
    .catch(function () {
      box.innerHTML = '<p>The boat details would not load. Please ring the boathouse.</p>';
    });
})();
