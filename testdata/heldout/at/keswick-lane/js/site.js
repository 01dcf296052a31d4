// site.js - marks the menu item for this page and shades the header once you scroll
(function () {
  var here = location.pathname;
  if (here.endsWith('/')) here += 'index.html';
  var links = document.querySelectorAll('.menu a');
  for (var i = 0; i < links.length; i++) {
    var href = links[i].getAttribute('href');
    var dir = href.replace('index.html', '');
    if (href === here || (dir !== '/' && here.indexOf(dir) === 0)) {
      links[i].classList.add('here');
      links[i].setAttribute('aria-current', 'page');
    }
  }
  window.addEventListener('scroll', function () {
    document.body.classList.toggle('scrolled', window.scrollY > 40);
  });
})();
