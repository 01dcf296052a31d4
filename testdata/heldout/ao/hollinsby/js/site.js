// Marks the menu item of the section a page belongs to.
(function () {
  var path = location.pathname;
  var links = document.querySelectorAll('.masthead nav a');
  for (var i = 0; i < links.length; i++) {
    var href = links[i].getAttribute('href');
    var dir = href.replace(/index\.html$/, '');
    if (href === path || (dir.length > 1 && path.indexOf(dir) === 0)) {
      links[i].setAttribute('aria-current', 'page');
    }
  }
})();
