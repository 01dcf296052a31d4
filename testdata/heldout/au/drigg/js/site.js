/* site.js -- Drigg Dunes Heritage Group.
   Marks the menu item for the part of the site you are in. */
document.addEventListener('DOMContentLoaded', () => {
  const here = location.pathname.endsWith('/') ? location.pathname + 'index.html' : location.pathname;
  const section = here.split('/').length > 2 ? here.split('/')[1] : null;
  for (const a of document.querySelectorAll('.menu a')) {
    const href = a.getAttribute('href');
    if (href === here || (section && href === '/' + section + '/index.html')) {
      a.setAttribute('aria-current', 'page');
    }
  }
});
