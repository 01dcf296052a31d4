// Every page: mark the current section in the menu and wire the "Dark theme" button.
// Changes attributes only, never the words on the page.
(function () {
  var path = location.pathname;
  var section = path.split('/')[1] || '';
  document.querySelectorAll('.masthead nav a').forEach(function (a) {
    var href = a.getAttribute('href');
    var hrefSection = href.split('/')[1] || '';
    if (href === path || (section.indexOf('.') < 0 && section === hrefSection)) {
      a.setAttribute('aria-current', 'page');
    }
  });
  var btn = document.querySelector('.theme-toggle');
  if (!btn) return;
  if (sessionStorage.getItem('tmrt-theme') === 'dark') {
    document.documentElement.classList.add('dark');
    btn.setAttribute('aria-pressed', 'true');
  }
  btn.addEventListener('click', function () {
    var on = !document.documentElement.classList.contains('dark');
    document.documentElement.classList.toggle('dark', on);
    btn.setAttribute('aria-pressed', on ? 'true' : 'false');
    sessionStorage.setItem('tmrt-theme', on ? 'dark' : 'light');
  });
})();
