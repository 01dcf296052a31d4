/* Scaleby Canal Trust - bits every page uses.
   Menu button on small screens, the current menu item, a page counter,
   and the date helpers the other scripts share (window.SCT). */
(function () {
  'use strict';
  document.documentElement.classList.add('js');

  var DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  var MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
    'August', 'September', 'October', 'November', 'December'];

  // "2026-03-14" -> Date at midnight UTC, so nothing shifts with the visitor's clock
  function parseDay(iso) {
    var p = iso.split('-');
    return new Date(Date.UTC(+p[0], +p[1] - 1, +p[2]));
  }

  window.SCT = {
    // Saturday 14 March 2026
    longDate: function (iso) {
      var d = parseDay(iso);
      return DAYS[d.getUTCDay()] + ' ' + d.getUTCDate() + ' ' + MONTHS[d.getUTCMonth()] + ' ' + d.getUTCFullYear();
    },
    // 14 March 2026
    shortDate: function (iso) {
      var d = parseDay(iso);
      return d.getUTCDate() + ' ' + MONTHS[d.getUTCMonth()] + ' ' + d.getUTCFullYear();
    },
    // "20:45" -> "8.45pm", "19:00" -> "7pm", "12:00" -> "12 noon"
    clock: function (hhmm) {
      var h = +hhmm.slice(0, 2), m = hhmm.slice(3, 5);
      if (h === 12 && m === '00') return '12 noon';
      var suffix = h >= 12 ? 'pm' : 'am';
      var h12 = h % 12 === 0 ? 12 : h % 12;
      return h12 + (m === '00' ? '' : '.' + m) + suffix;
    },
    esc: function (s) {
      return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    }
  };

  function ready(fn) {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', fn);
    else fn();
  }

  ready(function () {
    // menu on small screens
    var btn = document.querySelector('.menu-toggle');
    var nav = document.getElementById('site-menu');
    if (btn && nav) {
      btn.addEventListener('click', function () {
        var open = btn.getAttribute('aria-expanded') === 'true';
        btn.setAttribute('aria-expanded', open ? 'false' : 'true');
        nav.classList.toggle('open', !open);
      });
      document.addEventListener('keydown', function (e) {
        if (e.key === 'Escape' && nav.classList.contains('open')) {
          nav.classList.remove('open');
          btn.setAttribute('aria-expanded', 'false');
          btn.focus();
        }
      });
    }

    // highlight where we are
    var here = location.pathname.replace(/\/$/, '/index.html');
    var section = here.split('/')[1];
    document.querySelectorAll('#site-menu a').forEach(function (a) {
      var target = a.getAttribute('href');
      if (target === here) a.setAttribute('aria-current', 'page');
      else if (target.split('/')[1] === section && target.indexOf('/index.html') > 0) a.classList.add('in-section');
    });

    // page counter: a 1x1 gif with the path in the query, counted from the server log
    var hit = new Image(1, 1);
    hit.src = '/img/count.gif?p=' + encodeURIComponent(here);
  });
})();
