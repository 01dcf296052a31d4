/* site.js - on every page of the Wythop Silver Band site.
   1. the Menu button on small screens
   2. balance the big headings (lib/balancetext.min.js, loaded before this)
   Neil Hodgson, 2023 */
(function () {
  var button = document.querySelector('.menu-toggle');
  var nav = document.getElementById('nav');
  if (button && nav) {
    button.addEventListener('click', function () {
      var open = nav.classList.toggle('open');
      button.setAttribute('aria-expanded', open ? 'true' : 'false');
    });
  }

  // mark the current section in the menu
  var here = location.pathname.split('/');
  var section = here.length > 2 ? here[here.length - 2] : '';
  var links = nav ? nav.querySelectorAll('a') : [];
  for (var i = 0; i < links.length; i++) {
    var target = links[i].getAttribute('href');
    if (section && target.indexOf(section + '/') !== -1) {
      links[i].setAttribute('aria-current', 'page');
    }
  }

  // headings with class="balance-text" get even line lengths
  if (window.balanceText) {
    balanceText();
  }
})();
