/* Uldale Community Farm: bits every page needs.
   Ruth, 2023. Opens and closes the menu on phones, nothing else. */
(function () {
  var button = document.querySelector('.menu-toggle');
  var nav = document.getElementById('site-nav');
  if (!button || !nav) return;

  document.documentElement.classList.add('js');

  button.addEventListener('click', function () {
    var open = button.getAttribute('aria-expanded') === 'true';
    button.setAttribute('aria-expanded', String(!open));
    nav.classList.toggle('open', !open);
  });

  // close the menu again if someone taps a link on the same page
  nav.addEventListener('click', function (e) {
    if (e.target.closest('a')) {
      button.setAttribute('aria-expanded', 'false');
      nav.classList.remove('open');
    }
  });
})();
