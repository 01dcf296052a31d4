// Marks the menu item of the section a page belongs to.
(function () {
  var path = location.pathname;
  document.querySelectorAll('.masthead nav a').forEach(function (a) {
    var href = a.getAttribute('href');
    var dir = href.replace(/index\\.html$/, '');
    if (href === path || (dir.length > 1 && path.indexOf(dir) === 0)) a.setAttribute('aria-current', 'page');
  });
})();
