// site.js: the menu button on small screens, and the visit counter.
// Written by Gareth Pennock for the station site. No library needed for this bit.
(function () {
  var toggle = document.querySelector('.nav-toggle');
  var nav = document.getElementById('nav');
  if (toggle && nav) {
    toggle.addEventListener('click', function () {
      var open = toggle.getAttribute('aria-expanded') === 'true';
      toggle.setAttribute('aria-expanded', String(!open));
      nav.classList.toggle('open', !open);
    });
  }

  // Mark the link to the page we are on, for screen readers.
  var here = location.pathname.replace(/\/$/, '/index.html');
  document.querySelectorAll('#nav a').forEach(function (a) {
    if (a.getAttribute('href') === here) a.setAttribute('aria-current', 'page');
  });

  // Page counter: the host's stats script just counts hits per path. No cookies.
  try {
    if (navigator.sendBeacon) {
      navigator.sendBeacon('/stats/hit', JSON.stringify({ p: here }));
    }
  } catch (e) { /* counting is never worth an error */ }
})();
