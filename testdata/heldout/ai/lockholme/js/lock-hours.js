// <lock-hours src="...">: the locks and bridges and their hours this
// season, from a JSON file, rendered with uhtml.
import { html, render } from '/lib/uhtml.js';

const counts = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

function clock(t) {
  const [h, m] = t.split(':').map(Number);
  const hh = h % 12 || 12;
  return hh + (m ? '.' + String(m).padStart(2, '0') : '') + (h < 12 ? 'am' : 'pm');
}

function line(s) {
  const name = s.locks > 1 ? `${s.name} flight of ${counts[s.locks]} locks` : `${s.name} ${s.kind}`;
  if (!s.open) return `${name}: open at all times, worked by boat crews`;
  let text = `${name}: ${s.keeper ? 'worked by the lock keeper' : 'open'} from ${clock(s.open)} to ${clock(s.close)}`;
  if (s.last) text += `, last boat in at ${clock(s.last)}`;
  return text;
}

customElements.define('lock-hours', class extends HTMLElement {
  async connectedCallback() {
    const res = await fetch(this.getAttribute('src'));
    const d = await res.json();
    render(this, html`
      <h2>Opening hours, ${d.season}</h2>
      <ul class="structures">${d.structures.map(s => html`<li>${line(s)}</li>`)}</ul>`);
  }
});
