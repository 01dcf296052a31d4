/* site.js - marks the menu item for the section you are in. Nicola, 2019 */
(function () {
  var here = location.pathname;
  var links = document.querySelectorAll('nav a');
  for (var i = 0; i < links.length; i++) {
    var a = links[i];
    var path = a.pathname;
    var dir = path.replace(/index\.html$/, '');
    if (path === here || (dir.length > 1 && dir !== '/' && here.indexOf(dir) === 0 && /\/$/.test(dir))) {
      a.className = 'here';
    }
  }
})();
