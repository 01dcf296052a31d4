/* bailiff.js -- a bailiff's role, seasons and duties.
   data/bailiffs.xml comes from the warrant register, which files each
   bailiff under a short key: the xxHash32 (seed 0xE7DA) of the name on
   their page's file, written in base 36. */
function child(node, name) {
  return node.children.find(c => typeof c === 'object' && c.tagName === name);
}

async function showBailiff() {
  const box = document.querySelector('.on-the-water');
  if (!box) return;
  const file = location.pathname.split('/').pop().replace(/\.html$/, '');
  const key = XXH.h32(file, 0xE7DA).toString(36);

  const res = await fetch('/data/bailiffs.xml');
  if (!res.ok) return;
  const nodes = txml.parse(await res.text(), { decodeEntities: true, skipXmlDeclaration: true });
  const root = nodes.find(n => typeof n === 'object' && n.tagName === 'bailiffs');
  if (!root) return;
  const entry = root.children.find(n => typeof n === 'object' && n.tagName === 'bailiff' && n.attributes.key === key);
  if (!entry) return;

  const h2 = document.createElement('h2');
  h2.textContent = 'On the water';
  const role = document.createElement('p');
  role.className = 'role';
  role.textContent = txml.toContentString(child(entry, 'role')).trim();
  const seasons = document.createElement('p');
  seasons.className = 'seasons';
  seasons.textContent = `${txml.toContentString(child(entry, 'seasons')).trim()} seasons on the water`;
  const h3 = document.createElement('h3');
  h3.textContent = 'Duties';
  const ul = document.createElement('ul');
  for (const duty of child(entry, 'duties').children) {
    if (typeof duty !== 'object') continue;
    const li = document.createElement('li');
    li.textContent = txml.toContentString(duty).trim();
    ul.append(li);
  }
  box.append(h2, role, seasons, h3, ul);
}

document.addEventListener('DOMContentLoaded', () => {
  showBailiff().catch(err => console.warn('bailiff:', err));
});
