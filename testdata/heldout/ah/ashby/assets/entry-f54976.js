/*! aww-site entry | chunk entry-f54976 | built 2025-11-11 */
(function (modules) {
  var cache = {};
  function require(id) {
    if (cache[id]) return cache[id].exports;
    var m = cache[id] = { exports: {} };
    modules[id](m, m.exports, require);
    return m.exports;
  }
  require('./src/entry.js');
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
  './src/ride-card.js': function (module) {
    // the next time the club rides this route, from data/rides.json (keyed by ride id)
    var TPL = '<h2>Next time we ride it</h2>' +
      '<p>Next run: {{ r.date | longdate }}, leaving {{ r.start }} at {{ r.time }}.</p>' +
      '<p>{{ r.miles }} miles and {{ r.climb }} m of climbing, led by {{ r.leader }}; ' +
      'the B group aims to be back by {{ r.back }}.</p>';
    module.exports = function rideCard() {
      var meta = document.querySelector('meta[name="ride-id"]');
      var box = document.querySelector('.next-run');
      if (!meta || !box) return;
      var engine = new liquidjs.Liquid();
      engine.registerFilter('longdate', function (iso) {
        return luxon.DateTime.fromISO(iso).setLocale('en-GB').toFormat('cccc d LLLL yyyy');
      });
      return fetch('/data/rides.json').then(function (r) { return r.json(); }).then(function (data) {
        var ride = data.rides[meta.getAttribute('content')];
        if (!ride) return;
        return engine.parseAndRender(TPL, { r: ride }).then(function (html) { box.innerHTML = html; });
      });
    };
  },
  './src/entry.js': function (module, exports, require) {
    require('./src/site.js')();
    require('./src/ride-card.js')();
  }
});
//# sourceMappingURL=entry-f54976.js.map
