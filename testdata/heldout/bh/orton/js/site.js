/* site.js - Tom, 2019. Underlines the menu item for the section you're in. */
(function () {
  var here = location.pathname.replace(/index\.html$/, '');
  var links = document.querySelectorAll('.masthead nav a');
  for (var i = 0; i < links.length; i++) {
    var p = links[i].pathname.replace(/index\.html$/, '');
    if (p === '/' ? here === '/' : here.indexOf(p) === 0 || here === p) {
      links[i].className = 'here';
      links[i].setAttribute('aria-current', 'page');
    }
  }
})();
