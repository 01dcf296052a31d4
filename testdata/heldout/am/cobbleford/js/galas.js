// The season's galas, added a little after the page has loaded.
(function () {
  window.addEventListener('load', function () {
    setTimeout(function () {
      fetch('/data/galas.json')
        .then(function (r) { return r.json(); })
        .then(function (d) {
          var box = document.getElementById('galas');
          var h = document.createElement('h2');
          h.textContent = d.heading;
          box.appendChild(h);
          d.events.forEach(function (e) {
            var h3 = document.createElement('h3');
            h3.textContent = e.name + ', ' + e.dates;
            box.appendChild(h3);
            var p = document.createElement('p');
            p.textContent = e.about;
            box.appendChild(p);
          });
        });
    }, 1800);
  });
})();
