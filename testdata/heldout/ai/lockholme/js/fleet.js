// The fleet, from data/fleet.json, through the doT template kept in the
// page (script#boat-card). Boats with a page of their own get a link.
(function () {
  var card = doT.template(document.getElementById('boat-card').text);
  var words = ['none', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];
  fetch('/data/fleet.json')
    .then(function (r) { return r.json(); })
    .then(function (d) {
      document.querySelector('.fleet-list').innerHTML = card({ boats: d.boats, words: words });
    });
})();
