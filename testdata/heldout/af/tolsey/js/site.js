// Marks the navigation link of the section the reader is in.
(function () {
  var here = location.pathname.replace(/index\.html$/, '');
  var links = document.querySelectorAll('header nav a');
  for (var i = 0; i < links.length; i++) {
    var p = links[i].getAttribute('href').replace(/index\.html$/, '');
    if (p !== '/' && here.indexOf(p.replace(/\.html$/, '')) === 0) links[i].className = 'here';
  }
})();
