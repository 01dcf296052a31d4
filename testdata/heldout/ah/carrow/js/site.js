// Marks the navigation link of the section the page belongs to.
(function () {
  var here = location.pathname;
  var links = document.querySelectorAll('header nav a');
  for (var i = 0; i < links.length; i++) {
    var href = links[i].getAttribute('href');
    var section = href.replace(/[^\/]*$/, '');
    if (href === here || (section !== '/' && here.indexOf(section) === 0)) {
      links[i].setAttribute('aria-current', 'page');
    }
  }
})();
