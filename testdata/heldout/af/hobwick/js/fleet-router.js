// The boat pages share one router: /fleet/NAME.html is matched by Grapnel
// and the boat's card is drawn from data/fleet.json with a pupa template.
import pupa from '/lib/pupa.js';

const card = '<h2>{{name}} at a glance</h2>' +
  '<p>{{name}} is {{length}}ft long and sleeps {{berths}} in {{cabins}}.</p>' +
  '<p>Short breaks from {{short}}, or a week from {{week}}.</p>';

let fleet = null;
function boats() {
  if (!fleet) fleet = fetch('/data/fleet.json').then(r => r.json());
  return fleet;
}

const router = new Grapnel({ pushState: true });
router.get('/fleet/:page', async req => {
  const slug = req.params.page.replace(/\.html$/, '');
  const data = await boats();
  const boat = data.boats.find(b => b.slug === slug);
  if (boat) document.getElementById('boat-card').innerHTML = pupa(card, boat);
});
