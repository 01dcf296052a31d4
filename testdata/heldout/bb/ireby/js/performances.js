// performances.js - the peal and quarter-peal records for one year, from
// Geoff's BellBoard export (/data/performances.xml, every performance rung
// in the district since 2022).  The year comes from data-year on the
// #performances element; Ractive draws the list, with buttons to show
// peals or quarters only.
(function () {
  var root = document.getElementById('performances');
  if (!root) return;
  var year = root.dataset.year;

  // Performances with a write-up of their own on this site (BellBoard id -> page).
  var WRITEUPS = {
    '1571880': '/performances/writeups/2023-whitrigg-lees-centenary.html',
    '1603317': '/performances/writeups/2024-first-quarters-snittlebeck.html',
    '1642095': '/performances/writeups/2025-fellgate-last-quarter.html'
  };

  function text(el, sel) {
    var n = el.querySelector(sel);
    return n ? n.textContent.trim() : '';
  }

  function read(xml) {
    var doc = new DOMParser().parseFromString(xml, 'application/xml');
    return Array.prototype.map.call(doc.querySelectorAll('performance'), function (p) {
      var changes = parseInt(text(p, 'title changes'), 10);
      return {
        id: p.getAttribute('id'),
        date: text(p, 'date'),
        place: text(p, 'place place-name[type="place"]'),
        dedication: text(p, 'place place-name[type="dedication"]'),
        tenor: p.querySelector('ring') ? p.querySelector('ring').getAttribute('tenor') : '',
        changes: changes,
        method: text(p, 'title method'),
        duration: text(p, 'duration'),
        kind: changes >= 5000 ? 'peal' : 'quarter',
        ringers: Array.prototype.map.call(p.querySelectorAll('ringers ringer'), function (r) {
          return { bell: r.getAttribute('bell'), name: r.textContent.trim(), conductor: r.getAttribute('conductor') === 'true' };
        }),
        footnotes: Array.prototype.map.call(p.querySelectorAll('footnote'), function (f) { return f.textContent.trim(); }),
        writeup: WRITEUPS[p.getAttribute('id')] || null
      };
    });
  }

  var TEMPLATE = [
    '{{#if loading}}',
    '  <p class="loading">Fetching the records from the peal secretary\'s export…</p>',
    '{{else}}',
    '  <p class="summary">{{summary}}</p>',
    '  <div class="perf-filter" role="group" aria-label="Show">',
    '    {{#each filters}}<button type="button" class="{{#if ~/show === .id}}on{{/if}}" on-click="@this.set(\'show\', .id)">{{.label}}</button>{{/each}}',
    '  </div>',
    '  {{#each months}}',
    '  <section>',
    '    <h2>{{.name}}</h2>',
    '    {{#each .items}}',
    '    <article class="performance {{.kind}}">',
    '      <h3>{{.place}}, {{.dedication}}</h3>',
    '      <p class="title">{{.changes}} {{.method}} <span class="kind">({{.kind === "peal" ? "peal" : "quarter peal"}})</span></p>',
    '      <p class="when">{{longDate(.date)}} in {{.duration}}. Tenor {{.tenor}}.</p>',
    '      <ol class="band">',
    '        {{#each .ringers}}<li><span class="bell">{{.bell}}</span>{{.name}}{{#if .conductor}} (C){{/if}}</li>{{/each}}',
    '      </ol>',
    '      {{#each .footnotes}}<p class="footnote">{{.}}</p>{{/each}}',
    '      {{#if .writeup}}<p><a href="{{.writeup}}">Read the write-up of this {{.kind === "peal" ? "peal" : "quarter"}}</a></p>{{/if}}',
    '    </article>',
    '    {{/each}}',
    '  </section>',
    '  {{else}}',
    '  <p>Nothing of that kind was rung in {{year}}.</p>',
    '  {{/each}}',
    '{{/if}}'
  ].join('\n');

  var ractive = new Ractive({
    target: root,
    template: TEMPLATE,
    data: {
      year: year,
      loading: true,
      all: [],
      show: 'all',
      filters: [{ id: 'all', label: 'Everything' }, { id: 'peal', label: 'Peals' }, { id: 'quarter', label: 'Quarter peals' }],
      longDate: function (iso) { return LongDate.format(iso, true); }
    },
    computed: {
      summary: function () {
        var all = this.get('all');
        var peals = all.filter(function (p) { return p.kind === 'peal'; }).length;
        var quarters = all.length - peals;
        function n(k, one, many) { return k + ' ' + (k === 1 ? one : many); }
        return n(all.length, 'performance', 'performances') + ' in ' + year + ': ' +
          n(peals, 'peal', 'peals') + ' and ' + n(quarters, 'quarter peal', 'quarter peals') + '.';
      },
      months: function () {
        var show = this.get('show'), out = [];
        this.get('all').forEach(function (p) {
          if (show !== 'all' && p.kind !== show) return;
          var name = LongDate.month(p.date);
          if (!out.length || out[out.length - 1].name !== name) out.push({ name: name, items: [] });
          out[out.length - 1].items.push(p);
        });
        return out;
      }
    }
  });

  fetch('/data/performances.xml')
    .then(function (r) { return r.text(); })
    .then(function (xml) {
      var list = read(xml)
        .filter(function (p) { return p.date.slice(0, 4) === year; })
        .sort(function (a, b) { return a.date < b.date ? -1 : 1; });
      ractive.set({ all: list, loading: false });
    })
    .catch(function (e) { console.warn('performances:', e); });
})();
