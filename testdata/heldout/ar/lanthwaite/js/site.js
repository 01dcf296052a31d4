// Lanthwaite Silver Band - every page.
// Marks the menu item for this section, remembers dark/light colours and
// sends an anonymous page-view count. Nothing on the page changes.
(function () {
  var root = document.documentElement;
  var saved = null;
  try { saved = localStorage.getItem('lsb-theme'); } catch (e) {}
  if (saved === 'dark') root.classList.add('dark');

  var btn = document.querySelector('.theme-switch');
  if (btn) {
    btn.setAttribute('aria-pressed', root.classList.contains('dark') ? 'true' : 'false');
    btn.addEventListener('click', function () {
      var dark = root.classList.toggle('dark');
      btn.setAttribute('aria-pressed', dark ? 'true' : 'false');
      try { localStorage.setItem('lsb-theme', dark ? 'dark' : 'light'); } catch (e) {}
    });
  }

  var parts = location.pathname.split('/');
  var here = parts.length > 2 ? '/' + parts[1] + '/index.html' : location.pathname;
  document.querySelectorAll('.masthead nav a').forEach(function (a) {
    if (a.getAttribute('href') === here) a.setAttribute('aria-current', 'page');
  });

  if (navigator.sendBeacon) {
    navigator.sendBeacon('/stats/view', JSON.stringify({ page: location.pathname }));
  }
})();
