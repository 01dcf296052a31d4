// Counts this browser's visits to the news page (localStorage via store2).
(function () {
  var n = 0;
  try {
    n = (+store.get('carrow.newsVisits') || 0) + 1;
    store.set('carrow.newsVisits', n);
  } catch (e) { n = 1; }
  var out = document.getElementById('visit-count');
  if (out) out.textContent = String(n);
})();
