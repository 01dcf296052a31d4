// session-keys.js - on the course pages, the arrow keys (or n and p) go to
// the next or previous session, as the course handbook promised.  Mousetrap.
(function () {
  function go(rel) {
    return function () {
      var link = document.querySelector('a[rel="' + rel + '"]');
      if (link) location.href = link.href;
      return false;
    };
  }
  Mousetrap.bind(['right', 'n'], go('next'));
  Mousetrap.bind(['left', 'p'], go('prev'));
  Mousetrap.bind('u', go('up'));
})();
