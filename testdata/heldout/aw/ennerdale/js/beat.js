/* beat.js -- access notes for a beat.
   data/beats.xml is a plain list of <beat> entries in the same order as
   the list on the beats page, most of them empty. The page finds its
   own place in that list and shows the matching entry, so a beat can be
   renamed or moved without touching the data. */
async function beatPosition() {
  const res = await fetch('/beats/index.html');
  if (!res.ok) return -1;
  const doc = new DOMParser().parseFromString(await res.text(), 'text/html');
  const paths = [...doc.querySelectorAll('ol.beat-list a')]
    .map(a => new URL(a.getAttribute('href'), res.url).pathname);
  return paths.indexOf(location.pathname);
}

function childText(node, name) {
  const el = node.children.find(c => typeof c === 'object' && c.tagName === name);
  return el ? txml.toContentString(el).trim() : '';
}

async function showAccess() {
  const box = document.querySelector('.beat-access');
  if (!box) return;
  const pos = await beatPosition();
  if (pos < 0) return;

  const res = await fetch('/data/beats.xml');
  if (!res.ok) return;
  const nodes = txml.parse(await res.text(), { decodeEntities: true, skipXmlDeclaration: true });
  const root = nodes.find(n => typeof n === 'object' && n.tagName === 'beats');
  if (!root) return;
  const beats = root.children.filter(n => typeof n === 'object' && n.tagName === 'beat');
  const beat = beats[pos];
  if (!beat) return;
  const access = childText(beat, 'access');
  const trout = childText(beat, 'trout-per-hectare');
  if (!access) return;

  const h2 = document.createElement('h2');
  h2.textContent = 'Access notes';
  const p = document.createElement('p');
  p.textContent = access;
  box.append(h2, p);
  if (trout) {
    const stock = document.createElement('p');
    stock.className = 'stock';
    stock.textContent = `The beat holds ${trout} brown trout per hectare.`;
    box.append(stock);
  }
}

document.addEventListener('DOMContentLoaded', () => {
  showAccess().catch(err => console.warn('access notes:', err));
});
