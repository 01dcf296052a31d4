// Exhibition pages: the photographs are laid out as a masonry grid once
// they have loaded, and the banner eases in (GSAP).
(function () {
  var grid = document.querySelector('.grid');
  if (grid) {
    imagesLoaded(grid, function () {
      new Masonry(grid, { itemSelector: '.grid-item', columnWidth: '.grid-sizer', percentPosition: true });
    });
  }
  gsap.from('.banner', { opacity: 0.3, y: 16, duration: 0.7, ease: 'power2.out' });
})();
