/* appeal.js -- progress of a kit appeal.
   The treasurer keeps data/appeals.json: one entry for each appeal, in
   the order the sitemap lists the appeal pages (null while an appeal has
   nothing to report). The page finds its place by reading /sitemap.xml. */
function pounds(n) {
  return '£' + String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

async function appealNumber() {
  const res = await fetch('/sitemap.xml');
  if (!res.ok) return -1;
  const doc = new DOMParser().parseFromString(await res.text(), 'application/xml');
  const pages = [...doc.getElementsByTagName('loc')]
    .map(loc => new URL(loc.textContent.trim()).pathname)
    .filter(p => p.startsWith('/appeals/') && p !== '/appeals/index.html');
  return pages.indexOf(location.pathname);
}

async function showProgress() {
  const box = document.getElementById('appeal-progress');
  if (!box) return;
  const n = await appealNumber();
  if (n < 0) return;
  const res = await fetch('/data/appeals.json');
  if (!res.ok) return;
  const { appeals } = await res.json();
  const appeal = appeals[n];
  if (!appeal) return;

  let html = '<h2>Still needed</h2><ul>';
  for (const item of appeal.needed) html += `<li>${item}</li>`;
  html += '</ul>';
  html += `<p>So far we have raised ${pounds(appeal.raised)} of the ${pounds(appeal.target)} this appeal needs.</p>`;
  box.innerHTML = html;
}

document.addEventListener('DOMContentLoaded', () => {
  showProgress().catch(err => console.warn('appeal:', err));
});
