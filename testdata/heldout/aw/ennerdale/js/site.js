/* site.js -- Ennerdale Water Anglers' Association.
   Marks the menu link for the part of the site you are in. */
document.addEventListener('DOMContentLoaded', () => {
  const here = location.pathname.endsWith('/') ? location.pathname + 'index.html' : location.pathname;
  const parts = here.split('/');
  const section = parts.length > 2 ? '/' + parts[1] + '/index.html' : null;
  for (const a of document.querySelectorAll('.menu a')) {
    const href = a.getAttribute('href');
    if (href === here || href === section) {
      a.setAttribute('aria-current', 'page');
      a.parentElement.classList.add('current');
    }
  }
});
