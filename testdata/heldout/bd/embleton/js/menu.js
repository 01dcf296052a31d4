// menu.js - opens and closes the menu on small screens. Maggie, 2019.
(function () {
  var button = document.getElementById('menu-button');
  var nav = document.getElementById('site-nav');
  if (!button || !nav) return;
  button.addEventListener('click', function () {
    var open = nav.classList.toggle('open');
    button.setAttribute('aria-expanded', open ? 'true' : 'false');
  });
})();
