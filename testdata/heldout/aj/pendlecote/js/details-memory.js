// Remembers whether the "Finding the farm" note was left open.
(function () {
  var d = document.querySelector('details.map-note');
  if (!d) return;
  d.addEventListener('toggle', function () {
    try { sessionStorage.setItem('map-note-open', d.open ? '1' : '0'); } catch (e) {}
  });
})();
