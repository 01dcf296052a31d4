/* site.js - Colin H. Underlines the menu entry for the part of the site you are in. */
(function () {
  var here = location.pathname;
  var links = document.querySelectorAll('header nav a');
  for (var i = 0; i < links.length; i++) {
    var p = links[i].pathname;
    var section = p.slice(-11) === '/index.html' && p !== '/index.html';
    if (p === here || (section && here.indexOf(p.slice(0, -10)) === 0)) {
      links[i].className = 'here';
    }
  }
})();
