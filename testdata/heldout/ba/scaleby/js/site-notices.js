/* Towpath and site notices on a lock page.
   data/stoppages.geojson is the stoppages layer from the works team's QGIS
   project (exported as GeoJSON, WGS84). A lock page shows every stoppage that
   lies within NEAR metres of the lock, measured with Turf from the lock's
   h-geo coordinates. Notes are typed by several people, so they go through
   js-xss before they reach the page. */
(function () {
  'use strict';
  var NEAR = 150; // metres
  var box = document.getElementById('site-notices');
  var geo = document.querySelector('.h-geo');
  if (!box || !geo || !window.turf) return;

  var lat = parseFloat(geo.querySelector('.p-latitude').getAttribute('value'));
  var lon = parseFloat(geo.querySelector('.p-longitude').getAttribute('value'));
  var lock = turf.point([lon, lat]);

  function distance(feature) {
    var g = feature.geometry;
    if (g.type === 'Point') return turf.distance(lock, feature, { units: 'meters' });
    if (g.type === 'LineString') return turf.pointToLineDistance(lock, feature, { units: 'meters' });
    if (g.type === 'Polygon') {
      return turf.booleanPointInPolygon(lock, feature) ? 0
        : turf.pointToLineDistance(lock, turf.polygonToLine(feature), { units: 'meters' });
    }
    return Infinity;
  }

  function when(p) {
    if (p.from === p.until) return 'On ' + SCT.longDate(p.from) + ' only.';
    return 'From ' + SCT.longDate(p.from) + ' to ' + SCT.longDate(p.until) + '.';
  }

  fetch('/data/stoppages.geojson')
    .then(function (r) { return r.json(); })
    .then(function (fc) {
      var near = fc.features.filter(function (f) { return distance(f) <= NEAR; });
      if (!near.length) return;
      near.sort(function (a, b) { return a.properties.from < b.properties.from ? -1 : 1; });

      var html = '<h2>Towpath and site notices</h2>';
      near.forEach(function (f) {
        var p = f.properties;
        html += '<article class="notice">' +
          '<h3>' + SCT.esc(p.title) + '</h3>' +
          '<p class="when">' + when(p) + '</p>' +
          '<p>' + filterXSS(p.note) + '</p>' +
          (p.diversion ? '<p class="diversion">Diversion: ' + filterXSS(p.diversion) + '</p>' : '') +
          '<p class="ref">Notice ' + SCT.esc(p.ref) + '</p>' +
          '</article>';
      });
      box.innerHTML = html;
      box.hidden = false;
    });
})();
