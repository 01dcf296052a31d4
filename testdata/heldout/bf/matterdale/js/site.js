/* site.js -- runs on every page. Underlines the menu item for the section
   you are in (each <body> says which with data-section) and marks the page
   as having scripts, so the CSS can tidy up things like the gallery strip.
   Dan P., 2022, tweaked 2025. */
(function () {
  var root = document.documentElement;
  root.className = (root.className ? root.className + ' ' : '') + 'js';

  var section = document.body.getAttribute('data-section');
  var links = document.querySelectorAll('nav.main a');
  for (var i = 0; i < links.length; i++) {
    if (links[i].getAttribute('data-section') === section) {
      links[i].className = 'current';
      links[i].setAttribute('aria-current', 'page');
    }
  }

  // external links (only the odd one) open in a new tab
  var all = document.querySelectorAll('main a[href^="http"]');
  for (var j = 0; j < all.length; j++) {
    all[j].setAttribute('target', '_blank');
    all[j].setAttribute('rel', 'noopener');
  }
})();
