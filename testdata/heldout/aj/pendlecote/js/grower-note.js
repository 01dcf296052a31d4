// Says who grew this packet's seed. The catalogue code is the text of the
// page's <span class="sku">; the growers' notes are one JSON list for the
// whole catalogue, rendered with an Eta template.
import { Eta } from '/lib/eta-core.js';

const eta = new Eta();
const template = `<h2>Who grew this seed</h2>
<p>Grown for us in <%= it.harvest %> by <%= it.grower %> at <%= it.farm %>, <%= it.county %>.</p>
<p><%= it.note %></p>`;

const sku = document.querySelector('.sku')?.textContent.trim();
const box = document.querySelector('.grower-note');
if (sku && box) {
  const growers = await (await fetch('/data/growers.json')).json();
  const record = growers.find((g) => g.sku === sku);
  if (record) box.innerHTML = eta.renderString(template, record);
}
