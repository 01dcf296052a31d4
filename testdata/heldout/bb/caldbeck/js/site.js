/* Caldbeck Fell Runners: menu button for small screens, and mark the
   section we are in. Nothing else. */
(function () {
  'use strict';
  var button = document.querySelector('.nav-toggle');
  var nav = document.getElementById('mainnav');
  if (button && nav) {
    button.addEventListener('click', function () {
      var open = button.getAttribute('aria-expanded') === 'true';
      button.setAttribute('aria-expanded', String(!open));
      nav.classList.toggle('open', !open);
    });
  }
  var here = location.pathname.replace(/\/$/, '/index.html');
  var section = here.split('/')[1];
  document.querySelectorAll('#mainnav a').forEach(function (a) {
    var target = a.getAttribute('href');
    if (target === here || (section && target.split('/')[1] === section && target.split('/').length > 2)) {
      a.setAttribute('aria-current', 'page');
    }
  });
})();
