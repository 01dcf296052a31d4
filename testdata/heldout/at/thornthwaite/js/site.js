/* site.js -- club website, secretary. Underlines the current menu item. */
document.documentElement.className += ' js';
window.addEventListener('DOMContentLoaded', function () {
  var path = location.pathname.replace(/\/$/, '/index.html');
  var section = path.split('/')[1];
  document.querySelectorAll('.menu a').forEach(function (a) {
    var h = a.getAttribute('href');
    if (h === path || (h.split('/').length > 2 && h.split('/')[1] === section)) {
      a.setAttribute('aria-current', 'page');
    }
  });
});
