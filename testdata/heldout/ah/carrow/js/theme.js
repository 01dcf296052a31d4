// light / dark theme, remembered between visits
(function () {
  var btn = document.getElementById('theme-toggle');
  function apply(dark) {
    document.body.classList.toggle('dark', dark);
    if (btn) btn.textContent = dark ? 'Light theme' : 'Dark theme';
  }
  var saved = null;
  try { saved = localStorage.getItem('carrow-theme'); } catch (e) {}
  apply(saved === 'dark');
  if (btn) btn.addEventListener('click', function () {
    var dark = !document.body.classList.contains('dark');
    apply(dark);
    try { localStorage.setItem('carrow-theme', dark ? 'dark' : 'light'); } catch (e) {}
  });
})();
