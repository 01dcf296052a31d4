// Every page: underline the menu item for the section this page is in, and the
// "Dark theme" button (a class on <html>). No words on the page change.
(function () {
  var first = location.pathname.split('/')[1] || 'index.html';
  var links = document.querySelectorAll('.masthead nav a');
  for (var i = 0; i < links.length; i++) {
    var a = links[i];
    var top = a.getAttribute('href').split('/')[1];
    if (top === first) a.classList.add('here');
  }
  var btn = document.querySelector('.theme-toggle');
  if (btn) btn.addEventListener('click', function () {
    var dark = document.documentElement.classList.toggle('theme-dark');
    btn.setAttribute('aria-pressed', String(dark));
  });
})();
