/*! aww-site post | chunk post-b3254a | built 2025-11-11 */
(function (modules) {
  var cache = {};
  function require(id) {
    if (cache[id]) return cache[id].exports;
    var m = cache[id] = { exports: {} };
    modules[id](m, m.exports, require);
    return m.exports;
  }
  require('./src/post.js');
})({
  './src/site.js': function (module) {
    // navigation marker, theme toggle, page-view beacon
    module.exports = function site() {
      var cfg = window.__CFG || {}, page = window.__PAGE__ || {}, build = self.__BUILD || {};
      var here = location.pathname;
      document.querySelectorAll('header nav a').forEach(function (a) {
        var href = a.getAttribute('href');
        if (href === here || (href !== '/index.html' && href.slice(-11) === '/index.html' && here.indexOf(href.slice(0, -10)) === 0)) {
          a.classList.add('current');
          a.setAttribute('aria-current', 'page');
        }
      });
      var btn = document.getElementById('theme-toggle');
      var apply = function (dark) {
        document.documentElement.classList.toggle('dark', dark);
        if (btn) btn.setAttribute('aria-pressed', dark ? 'true' : 'false');
      };
      var saved = null;
      try { saved = localStorage.getItem('aww-theme'); } catch (e) {}
      apply(saved === 'dark');
      if (btn) btn.addEventListener('click', function () {
        var dark = !document.documentElement.classList.contains('dark');
        apply(dark);
        try { localStorage.setItem('aww-theme', dark ? 'dark' : 'light'); } catch (e) {}
      });
      if (cfg.beacon) {
        var img = new Image();
        img.src = cfg.beacon + '?p=' + encodeURIComponent(page.slug || here) + '&b=' + encodeURIComponent(build.id || '');
      }
    };
  },
  './src/copy-link.js': function (module) {
    // "Copy the link to this page"
    module.exports = function copyLink() {
      var btn = document.querySelector('button.copy-link');
      if (!btn) return;
      btn.addEventListener('click', function () {
        if (navigator.clipboard) navigator.clipboard.writeText(location.href).then(function () {
          btn.classList.add('copied');
        });
      });
    };
  },
  './src/post.js': function (module, exports, require) {
    require('./src/site.js')();
    require('./src/copy-link.js')();
  }
});
//# sourceMappingURL=post-b3254a.js.map
