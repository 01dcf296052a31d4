/* Locator map on the lock pages (and the overview on /locks/).
   No tiles - we can't afford a tile server and OS licensing is a headache -
   so it is just the line of the canal and the locks from data/canal.geojson,
   drawn by Leaflet on a plain background. The page's own lock comes from the
   h-geo microformat in its facts box. */
(function () {
  'use strict';
  var el = document.getElementById('lock-map');
  if (!el || !window.L) return;

  var geo = document.querySelector('.h-geo');
  var here = null;
  if (geo) {
    here = L.latLng(
      parseFloat(geo.querySelector('.p-latitude').getAttribute('value')),
      parseFloat(geo.querySelector('.p-longitude').getAttribute('value')));
  }

  var map = L.map(el, {
    zoomControl: false,
    attributionControl: false,
    scrollWheelZoom: false,
    zoomSnap: 0.25
  });

  fetch('/data/canal.geojson')
    .then(function (r) { return r.json(); })
    .then(function (canal) {
      var layer = L.geoJSON(canal, {
        style: { color: '#2f6f73', weight: 5, opacity: 0.9 },
        pointToLayer: function (feature, latlng) {
          var p = feature.properties;
          var mine = here && latlng.distanceTo(here) < 30;
          return L.circleMarker(latlng, {
            radius: mine ? 9 : (p.kind === 'lock' ? 5 : 4),
            color: mine ? '#8a3b12' : '#1d3b3d',
            fillColor: mine ? '#e0873a' : (p.kind === 'lock' ? '#ffffff' : '#1d3b3d'),
            fillOpacity: 1,
            weight: 2
          });
        },
        onEachFeature: function (feature, lyr) {
          // overview map: clicking a lock goes to its page
          if (!here && feature.properties.page) {
            lyr.on('click', function () { location.href = feature.properties.page; });
          }
        }
      }).addTo(map);

      if (here) map.setView(here, 14);
      else map.fitBounds(layer.getBounds(), { padding: [16, 16] });
    })
    .catch(function () { el.hidden = true; });
})();
