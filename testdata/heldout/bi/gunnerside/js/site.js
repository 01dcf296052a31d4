// site.js - on every page. Remembers if the reader wanted larger text.
// Uses store.js (lib/store.legacy.min.js) so it works on the old
// Internet Explorer in the Institute library too.  NR, 2024
(function () {
  var btn = document.getElementById('textsize');
  function apply(big) {
    if (big) {
      document.body.className += ' bigtext';
    } else {
      document.body.className = document.body.className.replace(/\s*bigtext/g, '');
    }
    if (btn) btn.setAttribute('aria-pressed', big ? 'true' : 'false');
  }
  apply(!!store.get('gazette-bigtext'));
  if (btn) {
    btn.onclick = function () {
      var big = !store.get('gazette-bigtext');
      store.set('gazette-bigtext', big);
      apply(big);
    };
  }
})();
