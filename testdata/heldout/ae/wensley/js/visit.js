/* Remembers the last few pages visited (for the "continue where you left off" mail). Shows nothing. */
(function () {
  if (!window.store) return;
  var trail = store.get('wws-trail') || [];
  trail.unshift({ p: location.pathname + location.search, t: Date.now() });
  store.set('wws-trail', trail.slice(0, 12));
  var lot = null;
  document.querySelectorAll('table.spec th').forEach(function (th) {
    if (th.textContent.trim() === 'Mill lot') lot = th.nextElementSibling.textContent.trim();
  });
  if (lot) { var seen = store.get('wws-lots') || []; if (seen.indexOf(lot) < 0) seen.push(lot); store.set('wws-lots', seen); }
})();
