/* site.js - marks the current section in the menu. Keith, 2019. */
(function () {
  var here = location.pathname;
  var links = document.querySelectorAll('.nav a');
  for (var i = 0; i < links.length; i++) {
    var a = links[i];
    var path = a.pathname;
    var section = path.replace(/index\.html$/, '');
    if (path === here || (section.length > 1 && section !== '/' && here.indexOf(section) === 0)) {
      a.setAttribute('aria-current', 'page');
      a.parentNode.className = 'current';
    }
  }
})();
