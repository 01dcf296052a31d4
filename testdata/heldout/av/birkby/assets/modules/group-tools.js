// group-tools.js: the group pages' map toggle, share button and the
// collapsible questions list. Labels are in the page's HTML.
export default function groupTools(el) {
  const toggle = el.querySelector('.map-toggle');
  const map = el.querySelector('.hall-map');
  if (toggle && map) {
    toggle.addEventListener('click', () => {
      const open = map.hidden;
      map.hidden = !open;
      toggle.setAttribute('aria-expanded', String(open));
    });
  }

  const share = el.querySelector('.share');
  if (share) {
    share.addEventListener('click', async () => {
      const data = { title: document.title, url: location.href };
      try {
        if (navigator.share) await navigator.share(data);
        else await navigator.clipboard.writeText(location.href);
      } catch (err) {
        console.warn('share:', err);
      }
    });
  }

  // Questions start closed once the script runs; a click opens one.
  for (const item of document.querySelectorAll('[data-collapsible] .faq-item')) {
    item.classList.add('is-collapsed');
    const q = item.querySelector('.faq-q');
    if (q) {
      q.setAttribute('aria-expanded', 'false');
      q.addEventListener('click', () => {
        const closed = item.classList.toggle('is-collapsed');
        q.setAttribute('aria-expanded', String(!closed));
      });
    }
  }
}
