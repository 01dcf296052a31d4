// Counts page views: one request to a static file on this site, with the
// page in the query. Shows nothing.
(function () {
  var q = 'page=' + encodeURIComponent(location.pathname) + '&t=' + Date.now();
  if (window.fetch) fetch('/beacon.txt?' + q, { cache: 'no-store' }).catch(function () {});
})();
