// site.js - marks the menu link for the page you are on.
// Uses URL(), so url-polyfill is loaded first for Jean's old iPad.
(function () {
  var here = new URL(window.location.href);
  var links = document.querySelectorAll('.nav a');
  for (var i = 0; i < links.length; i++) {
    var u = new URL(links[i].getAttribute('href'), window.location.href);
    var dir = u.pathname.replace(/index\.html$/, '');
    var same = u.pathname === here.pathname;
    var inSection = dir !== '/' && dir.slice(-1) === '/' && here.pathname.indexOf(dir) === 0;
    if (same || inSection) {
      links[i].className = 'current';
    }
  }
})();
