// Quick search on the squad page: type part of a name or a role ("keeper",
// "spin") and the matching players come up as links. Fuse.js 7 is an ES module.
import Fuse from '/lib/fuse.min.mjs';

const list = document.getElementById('players');
const input = document.getElementById('player-q');
const players = [...list.querySelectorAll('li')].map((li) => ({
  name: li.querySelector('a').textContent,
  href: li.querySelector('a').getAttribute('href'),
  role: li.querySelector('.role').textContent,
}));
const fuse = new Fuse(players, { keys: ['name', 'role'], threshold: 0.35, ignoreLocation: true });

input.addEventListener('input', () => {
  const q = input.value.trim();
  const hits = q ? new Set(fuse.search(q).map((r) => r.item.href)) : null;
  list.querySelectorAll('li').forEach((li) => {
    li.hidden = hits ? !hits.has(li.querySelector('a').getAttribute('href')) : false;
  });
});
