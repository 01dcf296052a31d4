// Marks the current page in the navigation and counts the visit with a
// one-pixel image (the hall's old web statistics). Nothing a reader sees.
(function () {
  var here = location.pathname.replace(/\/$/, '/index.html');
  var links = document.querySelectorAll('header nav a');
  for (var i = 0; i < links.length; i++) {
    if (links[i].getAttribute('href') === here) {
      links[i].classList.add('current');
      links[i].setAttribute('aria-current', 'page');
    }
  }
  var img = new Image(1, 1);
  img.src = '/img/b.gif?p=' + encodeURIComponent(here) + '&t=' + Date.now();
})();
