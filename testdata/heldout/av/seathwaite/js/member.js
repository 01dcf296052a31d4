/* member.js -- a member's role and service from the membership records.
   The membership secretary exports data/members.json from the team's
   records; each member is filed under the CRC-32 (8 hex digits) of the
   name their profile page has, so no names appear in the export. */
async function showRecord() {
  const box = document.getElementById('member-record');
  if (!box) return;
  const file = location.pathname.split('/').pop().replace(/\.html$/, '');
  const code = (CRC32.str(file) >>> 0).toString(16).padStart(8, '0');

  const res = await fetch('/data/members.json');
  if (!res.ok) return;
  const members = await res.json();
  const m = members[code];
  if (!m) return;

  let html = '<h2>On the team</h2>';
  html += `<p class="role">${m.role}, a member since ${m.since}.</p>`;
  html += `<p class="service">${m.years} years of service.</p>`;
  html += '<h3>Qualifications</h3><ul>';
  for (const q of m.quals) html += `<li>${q}</li>`;
  html += '</ul>';
  box.innerHTML = html;
}

document.addEventListener('DOMContentLoaded', () => {
  showRecord().catch(err => console.warn('member record:', err));
});
