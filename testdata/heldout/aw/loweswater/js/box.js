// box.js: the contents of a week's veg box.
// The page's week is in its address, /boxes/2026-w26.html, the same ISO
// week the packing spreadsheet uses, and data/boxes.json is exported from
// that spreadsheet, keyed "2026-W26". Weeks not announced yet are simply
// not in the file.
import { addDays, format } from '/lib/date-and-time.js';

const DELIVERY_DAY = 3; // Thursday, counting from Monday

function mondayOfIsoWeek(year, week) {
  const jan4 = new Date(year, 0, 4);
  const monday1 = addDays(jan4, -((jan4.getDay() + 6) % 7));
  return addDays(monday1, (week - 1) * 7);
}

const esc = s => String(s).replace(/[&<>"]/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));

async function showBox() {
  const m = location.pathname.match(/\/boxes\/(\d{4})-w(\d{1,2})\.html$/i);
  const target = document.querySelector('#box-contents');
  if (!m || !target) return;
  const year = Number(m[1]);
  const week = Number(m[2]);
  const key = `${year}-W${String(week).padStart(2, '0')}`;

  const res = await fetch('/data/boxes.json', { cache: 'no-cache' });
  if (!res.ok) return;
  const box = (await res.json())[key];
  if (!box) return; // not announced yet

  const monday = mondayOfIsoWeek(year, week);
  const delivery = addDays(monday, DELIVERY_DAY);
  target.innerHTML = `
    <h2>In the box for the week of ${format(monday, 'dddd D MMMM')}</h2>
    <ul class="box-items">${box.items.map(i => `<li>${esc(i)}</li>`).join('')}</ul>
    <p class="delivery">Delivery day: ${format(delivery, 'dddd D MMMM')} (or collect from the shop after noon).</p>
    ${box.swap ? `<p class="swap">This week's swap: ${esc(box.swap)}.</p>` : ''}`;
}

showBox().catch(err => console.error('veg box', err));
