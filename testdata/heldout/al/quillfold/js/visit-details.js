(function () {
  var d = document.querySelector('details.visit');
  if (!d) return;
  if (sessionStorage.getItem('visit-open') === '1') d.open = true;
  d.addEventListener('toggle', function () { sessionStorage.setItem('visit-open', d.open ? '1' : '0'); });
})();
