// site.js - Holmrook SC. Marks the menu link for the section you are in.
document.addEventListener('DOMContentLoaded', () => {
  const here = location.pathname.endsWith('/') ? location.pathname + 'index.html' : location.pathname;
  const section = here.split('/').length > 2 ? here.split('/')[1] : '';
  for (const a of document.querySelectorAll('.menu a')) {
    const href = a.getAttribute('href');
    if (href === here || (section && href === '/' + section + '/index.html')) {
      a.setAttribute('aria-current', 'page');
    }
  }
});
