/* Hesket CC - bits used on every page. Gareth, 2023.
   Needs umbrella.js (loaded just before this).
   1. the Menu button on phones
   2. underline the menu item for the section you're in */
(function () {
  u('.menu-toggle').on('click', function () {
    var nav = u('#mainnav').toggleClass('open');
    u(this).attr('aria-expanded', nav.hasClass('open') ? 'true' : 'false');
  });

  var here = location.pathname;
  if (here.slice(-1) === '/') here += 'index.html';
  var folder = here.split('/').length > 2 ? here.split('/')[1] : null;

  u('#mainnav a').each(function (a) {
    var href = a.getAttribute('href');
    var hrefFolder = href.split('/').length > 2 ? href.split('/')[1] : null;
    var same = href === here;
    // section pages light up their section (but the club folder has two menu items)
    if (!same && folder && hrefFolder === folder && folder !== 'club') same = true;
    if (same) u(a).addClass('current').attr('aria-current', 'page');
  });

  // close the phone menu when someone presses Escape
  u(document).on('keydown', function (e) {
    if (e.key === 'Escape') {
      u('#mainnav').removeClass('open');
      u('.menu-toggle').attr('aria-expanded', 'false');
    }
  });
})();
