/* site.js -- Seathwaite Mountain Rescue Team.
   Marks the menu link for the part of the site you are in, and picks
   the day's sky for the masthead (seedrandom, seeded with the date, so
   every page shows the same one all day). */
document.addEventListener('DOMContentLoaded', () => {
  const here = location.pathname.endsWith('/') ? location.pathname + 'index.html' : location.pathname;
  const section = here.split('/').length > 2 ? here.split('/')[1] : null;
  for (const a of document.querySelectorAll('.menu a')) {
    const href = a.getAttribute('href');
    if (href === here || (section && href === '/' + section + '/index.html')) {
      a.setAttribute('aria-current', 'page');
    }
  }

  const head = document.querySelector('.masthead');
  if (head && typeof Math.seedrandom === 'function') {
    const rng = new Math.seedrandom(new Date().toISOString().slice(0, 10));
    head.classList.add('sky-' + Math.floor(rng() * 4));
  }
});
