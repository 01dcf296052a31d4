// gallery.js - lays the photos out in columns once they have loaded.
window.addEventListener('load', function () {
  new MiniMasonry({ container: '.masonry', baseWidth: 260, gutter: 12, surroundingGutter: false });
});
