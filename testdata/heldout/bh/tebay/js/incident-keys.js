/* incident-keys.js - J for the older call-out, K for the newer one. */
(function () {
  function go(rel) {
    var a = document.querySelector('a[rel="' + rel + '"]');
    if (a) location.href = a.href;
  }
  keyboardJS.bind('j', function () { go('prev'); });
  keyboardJS.bind('k', function () { go('next'); });
})();
