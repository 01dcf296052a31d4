/* Mungrisdale Village Hall - menu button for small screens, and marking
   the page we are on in the menu. CH, 2023. */
(function () {
  var btn = document.querySelector('.nav-toggle');
  var nav = document.getElementById('site-nav');
  if (btn && nav) {
    document.documentElement.className += ' js';
    btn.addEventListener('click', function () {
      var open = btn.getAttribute('aria-expanded') === 'true';
      btn.setAttribute('aria-expanded', open ? 'false' : 'true');
      nav.classList.toggle('open', !open);
    });
  }
  var here = location.pathname.replace(/\/$/, '/index.html');
  var links = document.querySelectorAll('#site-nav a');
  for (var i = 0; i < links.length; i++) {
    var p = links[i].pathname;
    var section = p.replace(/[^\/]*$/, '');
    if (p === here || (section.length > 1 && here.indexOf(section) === 0)) {
      links[i].setAttribute('aria-current', 'page');
    }
  }
})();
