// Light or dark page, remembered in localStorage.
(function () {
  var btn = document.getElementById('theme-toggle');
  function apply(dark) {
    document.body.classList.toggle('dark', dark);
    if (btn) btn.textContent = dark ? 'Light page' : 'Dark page';
  }
  var saved = null;
  try { saved = localStorage.getItem('hobwick-theme'); } catch (e) {}
  apply(saved === 'dark');
  if (btn) btn.addEventListener('click', function () {
    var dark = !document.body.classList.contains('dark');
    apply(dark);
    try { localStorage.setItem('hobwick-theme', dark ? 'dark' : 'light'); } catch (e) {}
  });
})();
