// "Your last visit": read, then overwritten with now, on every visit.
(function () {
  var out = document.getElementById('last-visit');
  var last = null;
  try { last = store.get('carrow.lastVisit'); store.set('carrow.lastVisit', new Date().toISOString()); } catch (e) {}
  if (out && last) {
    out.textContent = 'Your last visit to this page: ' + new Date(last).toLocaleDateString('en-GB',
      { day: 'numeric', month: 'long', year: 'numeric' }) + '.';
  }
})();
