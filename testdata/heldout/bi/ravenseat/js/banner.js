/* banner.js - fades the dale picture at the top of the section pages
   as you scroll down (basicScroll sets the CSS variables, farm.css uses them) */
(function () {
  var banner = document.querySelector('.banner');
  if (!banner || !window.basicScroll) return;
  var instance = basicScroll.create({
    elem: banner,
    from: 'top-top',
    to: 'bottom-top',
    direct: true,
    props: {
      '--banner-fade': { from: '1', to: '0.25' },
      '--banner-shift': { from: '0px', to: '60px' }
    }
  });
  instance.start();
})();
