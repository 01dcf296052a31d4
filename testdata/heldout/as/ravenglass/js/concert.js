// Concert pages: soloists and programme notes for the concert whose file
// name is this page's, from data/concerts.json, drawn with Preact and htm.
import { h, render } from '/lib/preact.mjs';
import htm from '/lib/htm.module.js';

const html = htm.bind(h);
const key = location.pathname.split('/').pop().replace(/\.html$/, '');

const Soloists = ({ people }) => people.length === 0 ? null : html`
  <h2>Soloists</h2>
  <ul class="soloists">
    ${people.map((p) => html`<li><strong>${p.name}</strong> (${p.voice}) ${p.bio}.</li>`)}
  </ul>`;

const Programme = ({ items }) => html`
  <h2>Programme</h2>
  <ul class="works">
    ${items.map((w) => html`<li>${w.composer}: <em>${w.work}</em>, ${w.note}.</li>`)}
  </ul>`;

const res = await fetch('/data/concerts.json');
const concerts = await res.json();
const c = concerts[key];
if (c) {
  render(html`<${Soloists} people=${c.soloists} /><${Programme} items=${c.programme} />`,
    document.getElementById('programme'));
}
