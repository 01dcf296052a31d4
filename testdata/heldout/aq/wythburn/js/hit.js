// Page-view counter for the committee's annual report: one request to the
// society's own server, nothing shown.
(function () {
  var u = '/stats/hit.json?page=' + encodeURIComponent(location.pathname);
  fetch(u, { cache: 'no-store', keepalive: true }).catch(function () {});
})();
