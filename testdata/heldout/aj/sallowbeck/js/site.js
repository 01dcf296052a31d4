// Marks the current navigation link and wires the theme button.
(function () {
  var here = location.pathname;
  var links = document.querySelectorAll('.main-nav a');
  for (var i = 0; i < links.length; i++) {
    var href = links[i].getAttribute('href');
    var section = href.replace(/[^\/]*$/, '');
    if (href === here || (section !== '/' && here.indexOf(section) === 0)) {
      links[i].classList.add('current');
      links[i].setAttribute('aria-current', 'page');
    }
  }
  var root = document.documentElement;
  var button = document.querySelector('.theme-toggle');
  var saved = null;
  try { saved = localStorage.getItem('theme'); } catch (e) {}
  if (saved === 'dark') root.setAttribute('data-theme', 'dark');
  if (button) {
    button.setAttribute('aria-pressed', saved === 'dark' ? 'true' : 'false');
    button.addEventListener('click', function () {
      var dark = root.getAttribute('data-theme') !== 'dark';
      if (dark) root.setAttribute('data-theme', 'dark'); else root.removeAttribute('data-theme');
      button.setAttribute('aria-pressed', dark ? 'true' : 'false');
      try { localStorage.setItem('theme', dark ? 'dark' : 'light'); } catch (e) {}
    });
  }
})();
