/* Mobile menu for every page (mmenu light, as in its demo page).
   On a wide screen the menu is just the list along the top. */
(function () {
  var nav = document.querySelector('#menu');
  if (!nav || typeof MmenuLight === 'undefined') return;
  var menu = new MmenuLight(nav, '(max-width: 700px)');
  var panels = menu.navigation({ theme: 'light' });
  var drawer = menu.offcanvas({ position: 'left' });
  var burger = document.querySelector('a[href="#menu"]');
  if (burger) {
    burger.addEventListener('click', function (evnt) {
      evnt.preventDefault();
      drawer.open();
    });
  }
})();
