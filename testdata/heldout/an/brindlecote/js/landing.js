// Landing pages: the masthead hides on scroll down (Headroom), links in
// view are prefetched when the browser is idle (quicklink), and the page's
// loading metrics are reported (web-vitals).
(function () {
  var header = document.querySelector('.masthead');
  if (header && window.Headroom) {
    var headroom = new Headroom(header, { offset: 120, tolerance: 5 });
    headroom.init();
  }
  window.addEventListener('load', function () {
    if (window.quicklink) {
      quicklink.listen({ origins: [location.hostname], ignores: [/\/stats\//] });
    }
  });
  function report(metric) {
    var body = JSON.stringify({ name: metric.name, value: Math.round(metric.value), p: location.pathname });
    if (navigator.sendBeacon) navigator.sendBeacon('/stats/vitals.txt', body);
  }
  if (window.webVitals) {
    webVitals.onCLS(report);
    webVitals.onINP(report);
    webVitals.onLCP(report);
    webVitals.onTTFB(report);
  }
})();
