// Course plan and dates, rendered from the current term's file.
// Two steps on purpose: current.json names the live term file, so switching
// terms is one edit and the old term files stay around. (Kath, 2023)
const main = document.querySelector('[data-course]');
const box = document.getElementById('course-plan');

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

async function getJSON(url) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.json();
}

async function render() {
  const current = await getJSON('/data/courses/current.json');
  const term = await getJSON(`/data/courses/${current.file}`);
  const c = term.courses[main.dataset.course];
  if (!c) return;
  box.innerHTML = `
    <h2>${esc(c.heading)}</h2>
    <p class="term">${esc(term.name)} term</p>
    <ol class="plan">
      ${c.plan.map((s) => `<li><strong>${esc(s.title)}.</strong> ${esc(s.detail)}</li>`).join('')}
    </ol>
    <h3>Dates</h3>
    <ul class="dates">${c.dates.map((d) => `<li>${esc(d)}</li>`).join('')}</ul>
    <p class="led-by">Led by ${esc(c.instructor)}. ${esc(c.note)}</p>`;
}

if (main && box) {
  render().catch((err) => console.warn('course plan:', err));
}
