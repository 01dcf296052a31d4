/* site.js - marks the menu item for the section you are in.
   Martin H., Hebblethwaite IT. Same file on every page. */
(function () {
  var here = location.pathname;
  var links = document.querySelectorAll('#menu a');
  var best = null, bestLen = 0;
  for (var i = 0; i < links.length; i++) {
    var p = links[i].pathname;
    var dir = p.replace(/index\.html$/, '');
    if (p === here || (dir.length > 1 && dir !== p && here.indexOf(dir) === 0)) {
      if (dir.length > bestLen) { best = links[i]; bestLen = dir.length; }
    }
  }
  if (best) {
    best.className += ' here';
    best.setAttribute('aria-current', 'page');
  }
})();
