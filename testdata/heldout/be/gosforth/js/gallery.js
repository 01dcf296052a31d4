/* gallery.js - click a photo to see it bigger (Bigger Picture lightbox) */
(function () {
  if (!window.BiggerPicture) return;
  var bp = BiggerPicture({ target: document.body });
  var links = document.querySelectorAll('a.zoom');
  for (var i = 0; i < links.length; i++) {
    links[i].addEventListener('click', function (e) {
      e.preventDefault();
      var group = this.closest('.photos') || this.parentNode;
      bp.open({ items: group.querySelectorAll('a.zoom'), el: this });
    });
  }
})();
