/*!
 * Birkby Village Hall theme, site.js 3.2.0
 * One bundle for every page of the site. It runs the common code, then the
 * code of the page's template (body[data-template]) when the template's code
 * lives in this file, then loads the widgets named by [data-module]
 * elements from /assets/modules/ on demand.
 * Needs: spacetime, micromustache, tiny-emitter (lib/).
 */
(function () {
  'use strict';

  var bus = new TinyEmitter();
  var render = micromustache.render;
  var TZ = 'Europe/London';
  var body = document.body;
  var template = body.getAttribute('data-template') || 'page';

  var ctx = { bus: bus, render: render, spacetime: spacetime, tz: TZ, escape: escapeHtml, template: template };
  window.Birkby = ctx;

  function escapeHtml(s) {
    return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  }

  // ------------------------------------------------------------------ common

  // Section each template belongs to, for the menu.
  var SECTION_OF = { event: '/whats-on.html', 'cafe-week': '/cafe.html', group: '/groups.html', notice: '/index.html' };

  function markMenu() {
    var here = location.pathname === '/' ? '/index.html' : location.pathname;
    var section = SECTION_OF[template] || here;
    var links = document.querySelectorAll('.menu a');
    for (var i = 0; i < links.length; i++) {
      var href = links[i].getAttribute('href');
      if (href === here || href === section) {
        links[i].setAttribute('aria-current', 'page');
        links[i].parentNode.classList.add('is-current');
      }
    }
  }

  // A cookie-free visit counter: one request for a 1-pixel image per page
  // view, counted from the server's access log.
  function countVisit(extra) {
    var img = new Image(1, 1);
    img.src = render('/assets/pixel.svg?p={{p}}&t={{t}}&w={{w}}{{extra}}', {
      p: encodeURIComponent(location.pathname), t: template, w: window.innerWidth,
      extra: extra ? '&' + extra : ''
    });
  }

  // ---------------------------------------------------------- template: event

  var PROGRAMME = '<h2>Programme</h2><ul class="running-order">{{items}}</ul>' +
    '<p class="doors">Doors open at {{doors}} on {{day}}. {{startsLabel}} at {{start}}.</p>' +
    '{{prices}}{{note}}';
  var PROGRAMME_ITEM = '<li><span class="at">{{at}}</span> <span class="what">{{what}}</span></li>';
  var PRICE_ITEM = '<li>{{who}}: {{price}}</li>';

  // The page's event is the name of its file: /whats-on-SLUG.html.
  function eventSlug() {
    var m = /\/whats-on-([a-z0-9-]+)\.html$/.exec(location.pathname);
    return m ? m[1] : null;
  }

  function atTime(start, hhmm) {
    var p = hhmm.split(':');
    return start.hour(parseInt(p[0], 10)).minute(parseInt(p[1], 10)).time();
  }

  function initEvent() {
    var box = document.querySelector('[data-programme]');
    var slug = eventSlug();
    if (!box || !slug) return;
    fetch('/assets/data/whats-on.json').then(function (res) {
      return res.ok ? res.json() : null;
    }).then(function (data) {
      var ev = data && data.events && data.events[slug];
      if (!ev || ev.published === false) return; // nothing settled yet
      var start = spacetime(ev.start, TZ);
      var doors = start.subtract(ev.doorsMinutesBefore || 0, 'minutes');
      var items = ev.programme.map(function (row) {
        return render(PROGRAMME_ITEM, { at: atTime(start, row.at), what: escapeHtml(row.what) });
      }).join('');
      var prices = '';
      if (ev.prices && ev.prices.length) {
        prices = '<h3>Tickets</h3><ul class="prices">' + ev.prices.map(function (p) {
          return render(PRICE_ITEM, { who: escapeHtml(p.who), price: escapeHtml(p.price) });
        }).join('') + '</ul>';
      }
      box.innerHTML = render(PROGRAMME, {
        items: items,
        doors: doors.time(),
        day: start.format('{day} {date-ordinal} {month}'),
        startsLabel: escapeHtml(ev.startsLabel || 'It starts'),
        start: start.time(),
        prices: prices,
        note: ev.note ? '<p class="note">' + escapeHtml(ev.note) + '</p>' : ''
      });
      bus.emit('content', 'event', box);
    }).catch(function (err) {
      console.warn('whats-on:', err);
    });
  }

  // --------------------------------------------------------- template: notice

  // A reading-progress bar along the top of the window, and external links
  // opened in a new tab.
  function initNotice() {
    var bar = document.createElement('div');
    bar.className = 'read-progress';
    bar.setAttribute('aria-hidden', 'true');
    body.appendChild(bar);
    function update() {
      var max = document.documentElement.scrollHeight - window.innerHeight;
      bar.style.width = (max > 0 ? Math.min(100, 100 * window.scrollY / max) : 100) + '%';
    }
    window.addEventListener('scroll', update, { passive: true });
    update();
    var links = document.querySelectorAll('.notice a[href^="http"]');
    for (var i = 0; i < links.length; i++) {
      if (links[i].host !== location.host) {
        links[i].target = '_blank';
        links[i].rel = 'noopener';
      }
    }
  }

  var TEMPLATES = { event: initEvent, notice: initNotice };

  // ------------------------------------------------------------------ modules

  function loadModules() {
    var els = document.querySelectorAll('[data-module]');
    Array.prototype.forEach.call(els, function (el) {
      var name = el.getAttribute('data-module');
      if (!/^[a-z-]+$/.test(name)) return;
      import('/assets/modules/' + name + '.js').then(function (mod) {
        return mod.default(el, ctx);
      }).then(function () {
        bus.emit('module', name);
      }).catch(function (err) {
        console.warn('module ' + name + ':', err);
      });
    });
  }

  bus.on('module', function (name) { countVisit('m=' + name); });

  markMenu();
  if (TEMPLATES[template]) TEMPLATES[template]();
  loadModules();
  countVisit();
})();
