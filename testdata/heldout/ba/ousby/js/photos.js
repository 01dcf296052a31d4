// photos.js: click a photo to see it big (BigPicture), and the swipeable
// photo strip on the boat pages (Glider.js). Neither changes what the page says.
document.addEventListener('DOMContentLoaded', function () {
  var strip = document.querySelector('.glider');
  if (strip && window.Glider) {
    new Glider(strip, {
      slidesToShow: 1,
      draggable: true,
      dots: '.glider-dots',
      arrows: { prev: '.glider-prev', next: '.glider-next' }
    });
  }

  document.querySelectorAll('img[data-bp]').forEach(function (img) {
    img.style.cursor = 'zoom-in';
    img.addEventListener('click', function (e) {
      // The other photos in the same strip or row open as a gallery.
      var group = img.closest('.glider, .photo-row');
      BigPicture({
        el: e.target,
        gallery: group ? group.querySelectorAll('img[data-bp]') : undefined
      });
    });
  });
});
