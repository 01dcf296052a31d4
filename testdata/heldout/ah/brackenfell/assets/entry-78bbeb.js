/* bro-web entry-78bbeb.js (guides) */
(function () {
  'use strict';

  // src/site.ts: navigation marker, theme switch, page-view beacon
  function site() {
    var cfg = window.__APP_CONFIG__ || {}, page = window.__PAGE__ || {}, build = self.__BUILD || {};
    var here = location.pathname;
    document.querySelectorAll('header nav a').forEach(function (a) {
      var href = a.getAttribute('href');
      if (href === here || (href !== '/index.html' && href.slice(-11) === '/index.html' && here.indexOf(href.slice(0, -10)) === 0)) {
        a.classList.add('is-active');
        a.setAttribute('aria-current', 'page');
      }
    });
    var toggle = document.querySelector('[data-theme-toggle]');
    var set = function (dark) {
      document.body.classList.toggle('theme-dark', dark);
      if (toggle) toggle.setAttribute('aria-pressed', dark ? 'true' : 'false');
    };
    var saved = null;
    try { saved = localStorage.getItem('bro.theme'); } catch (e) {}
    set(saved === 'dark');
    if (toggle) toggle.addEventListener('click', function () {
      var dark = !document.body.classList.contains('theme-dark');
      set(dark);
      try { localStorage.setItem('bro.theme', dark ? 'dark' : 'light'); } catch (e) {}
    });
    if (cfg.beacon) {
      var img = new Image();
      img.src = cfg.beacon + '?u=' + encodeURIComponent(here) + '&b=' + encodeURIComponent(build.id || '') +
        '&s=' + encodeURIComponent((page.page && page.page.slug) || '');
    }
  }

  // src/highlight.ts: JSON samples; keys, strings and numbers wrapped in spans, text unchanged
  function highlight() {
    var esc = function (s) { return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'); };
    var re = /("(?:[^"\\]|\\.)*")(\s*:)?|-?\b\d+(?:\.\d+)?\b|\btrue\b|\bfalse\b|\bnull\b/g;
    document.querySelectorAll('pre code.lang-json').forEach(function (el) {
      var src = el.textContent, out = '', last = 0, m;
      while ((m = re.exec(src))) {
        var cls = m[1] ? (m[2] ? 'j-key' : 'j-str') : 'j-num';
        var tok = m[1] || m[0];
        out += esc(src.slice(last, m.index)) + '<span class="' + cls + '">' + esc(tok) + '</span>';
        last = m.index + tok.length;
      }
      el.innerHTML = out + esc(src.slice(last));
    });
  }

  // src/start-with.ts: "Records to start with", Markdown from data/guides.json
  function startWith() {
    var box = document.querySelector('.start-with[data-guide]');
    if (!box || typeof showdown === 'undefined') return;
    var md = new showdown.Converter({ noHeaderId: true });
    fetch('/data/guides.json').then(function (r) { return r.json(); }).then(function (all) {
      var text = all[box.getAttribute('data-guide')];
      if (text) box.innerHTML = md.makeHtml(text);
    });
  }

  site();
  highlight();
  startWith();
})();
//# sourceMappingURL=entry-78bbeb.js.map
