// Repertoire pages: look the work up by its shelf mark in
// data/repertoire.json; if the musical director has notes on it, load
// that HTML fragment into the empty aside.
(function () {
  function get(url, done) {
    var x = new XMLHttpRequest();
    x.open('GET', url);
    x.onload = function () { if (x.status === 200) done(x.responseText); };
    x.send();
  }
  document.addEventListener('DOMContentLoaded', function () {
    var mark = document.querySelector('.shelf').textContent.trim();
    get('/data/repertoire.json', function (text) {
      var entry = JSON.parse(text)[mark];
      if (!entry || !entry.partial) return;
      get(entry.partial, function (fragment) {
        document.querySelector('aside.director').innerHTML = fragment;
      });
    });
  });
})();
