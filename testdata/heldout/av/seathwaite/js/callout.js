/* callout.js -- the team leader's debrief under a call-out report.
   The debriefs live in one file, data/debriefs.json, which the team
   leader edits after the monthly review. It is keyed by the first eight
   hex digits of the SHA-256 of the report's path, the same short code
   our call-out log uses, so the file itself says nothing about which
   report is which. Most reports have no debrief. */
async function showDebrief() {
  const box = document.getElementById('debrief');
  if (!box) return;
  const code = sha256(location.pathname).slice(0, 8);

  const res = await fetch('/data/debriefs.json');
  if (!res.ok) return;
  const debriefs = await res.json();
  const entry = debriefs[code];
  if (!entry) return;

  const h2 = document.createElement('h2');
  h2.textContent = "Team leader's debrief";
  const p = document.createElement('p');
  p.textContent = entry.debrief;
  const by = document.createElement('p');
  by.className = 'signed';
  by.textContent = entry.leader + ', team leader on the day';
  const h3 = document.createElement('h3');
  h3.textContent = 'Lessons for walkers';
  const ul = document.createElement('ul');
  for (const lesson of entry.lessons) {
    const li = document.createElement('li');
    li.textContent = lesson;
    ul.append(li);
  }
  box.append(h2, p, by, h3, ul);
}

document.addEventListener('DOMContentLoaded', () => {
  showDebrief().catch(err => console.warn('debrief:', err));
});
