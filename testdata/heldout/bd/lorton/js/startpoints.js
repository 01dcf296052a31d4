// startpoints.js - the start points page. Reads data/routes.json (OS grid eastings
// and northings) and works out latitude and longitude with proj4 (lib/proj4.js).
(function () {
  // British National Grid, with the usual 7-parameter shift to WGS84
  proj4.defs('EPSG:27700', '+proj=tmerc +lat_0=49 +lon_0=-2 +k=0.9996012717 ' +
    '+x_0=400000 +y_0=-100000 +ellps=airy ' +
    '+towgs84=446.448,-125.157,542.06,0.15,0.247,0.842,-20.489 +units=m +no_defs');

  fetch('../data/routes.json')
    .then(function (r) { return r.json(); })
    .then(function (data) {
      var ul = document.getElementById('starts');
      ul.innerHTML = '';
      data.routes.forEach(function (route) {
        var ll = proj4('EPSG:27700', 'WGS84', [route.easting, route.northing]);
        var li = document.createElement('li');
        var a = document.createElement('a');
        a.href = route.page;
        a.textContent = route.name;
        li.appendChild(a);
        li.appendChild(document.createTextNode(': ' + route.park + '. Grid reference ' + route.gr +
          ', which is latitude ' + ll[1].toFixed(5) + ', longitude ' + ll[0].toFixed(5) + '.'));
        ul.appendChild(li);
      });
    })
    .catch(function (e) {
      document.getElementById('starts').innerHTML = '<li>Sorry, the start points could not be loaded.</li>';
      console.error(e);
    });
})();
