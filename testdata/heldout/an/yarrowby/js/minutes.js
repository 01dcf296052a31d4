// Minutes: the tables sort when a heading is clicked (Tablesort), the
// abbreviations explain themselves on hover (Tippy), and the page's
// loading metrics are reported to our own log (web-vitals).
(function () {
  document.querySelectorAll('table.sortable').forEach(function (t) { new Tablesort(t); });
  tippy('abbr[data-tippy-content]', { placement: 'bottom' });
  function report(m) {
    navigator.sendBeacon('/log/vitals.txt', JSON.stringify({ n: m.name, v: Math.round(m.value), id: m.id }));
  }
  webVitals.onLCP(report);
  webVitals.onCLS(report);
  webVitals.onFCP(report);
})();
