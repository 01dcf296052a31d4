/* issue.js - click a back issue's cover to see it full size.
 * Without scripts the link just opens the cover image itself. */
(function () {
  'use strict';
  if (typeof basicLightbox === 'undefined') return;

  var open = null;
  document.querySelectorAll('a.cover').forEach(function (link) {
    link.addEventListener('click', function (e) {
      e.preventDefault();
      var img = link.querySelector('img');
      open = basicLightbox.create(
        '<img class="cover-large" src="' + link.href + '" alt="' + (img ? img.alt : '') + '">',
        { onClose: function () { open = null; link.focus(); } }
      );
      open.show();
    });
  });
  document.addEventListener('keydown', function (e) {
    if (e.key === 'Escape' && open) open.close();
  });
})();
