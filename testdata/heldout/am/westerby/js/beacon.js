// Asks the studio every two seconds whether a live programme is on; the
// answer only changes the colour of the lamp in the masthead.
(function () {
  function ask() {
    fetch('/data/onair.json?ts=' + Date.now(), { cache: 'no-store' })
      .then(function (r) { return r.json(); })
      .then(function (d) { document.body.setAttribute('data-live', d.live ? 'yes' : 'no'); })
      .catch(function () {});
  }
  ask();
  setInterval(ask, 2000);
})();
