// Print button and a "back to top" link shown once the page is scrolled.
(function () {
  var btn = document.getElementById('print-page');
  if (btn) btn.addEventListener('click', function () { window.print(); });
  var top = document.getElementById('back-to-top');
  if (!top) return;
  document.body.id = document.body.id || 'top';
  window.addEventListener('scroll', function () { top.hidden = window.scrollY < 400; }, { passive: true });
  top.addEventListener('click', function (ev) { ev.preventDefault(); window.scrollTo({ top: 0, behavior: 'smooth' }); });
})();
