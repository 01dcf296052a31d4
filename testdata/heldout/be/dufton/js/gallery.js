/* gallery.js - click a picture on a carriage page to see it big
   (PhotoViewer). The thumbnails and captions are in the page. */

DFR.ready(function () {
  var links = document.querySelectorAll('.gallery a');
  var items = [];
  for (var i = 0; i < links.length; i++) {
    var img = links[i].getElementsByTagName('img')[0];
    items.push({ src: links[i].getAttribute('href'), title: img ? img.getAttribute('alt') : '' });
    (function (n) {
      links[n].addEventListener('click', function (e) {
        e.preventDefault();
        new PhotoViewer(items, { index: n, title: true });
      });
    }(i));
  }
});
