// Every page: highlight the current section in the menu, dark mode,
// the cookie question (its words are in the page) and a view counter ping.
document.addEventListener('DOMContentLoaded', () => {
  const path = location.pathname;
  for (const a of document.querySelectorAll('header.site nav a')) {
    const href = a.getAttribute('href');
    const section = href.replace(/[^/]*$/, '');
    if (href === path || (section !== '/' && path.startsWith(section))) a.classList.add('current');
  }

  const root = document.documentElement;
  const allowed = () => Cookies.get('rcs-cookies') === 'yes';
  if (allowed() && Cookies.get('rcs-mode')) root.dataset.mode = Cookies.get('rcs-mode');
  document.querySelector('.mode').addEventListener('click', () => {
    root.dataset.mode = root.dataset.mode === 'dark' ? 'light' : 'dark';
    if (allowed()) Cookies.set('rcs-mode', root.dataset.mode, { expires: 180, sameSite: 'Lax' });
  });

  const note = document.querySelector('.cookie-note');
  if (!Cookies.get('rcs-cookies')) note.hidden = false;
  note.addEventListener('click', (e) => {
    const choice = e.target.dataset && e.target.dataset.choice;
    if (!choice) return;
    Cookies.set('rcs-cookies', choice, { expires: 180, sameSite: 'Lax' });
    note.hidden = true;
  });

  fetch('/stats/view?p=' + encodeURIComponent(path), { method: 'POST', keepalive: true }).catch(() => {});
});
