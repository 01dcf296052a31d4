// The boats new this season, from data/fleet.json, with a link to each.
import pupa from '/lib/pupa.js';

const item = '<li><a href="/fleet/{{slug}}.html">{{name}}</a>: {{intro}}</li>';

const res = await fetch('/data/fleet.json');
const fleet = await res.json();
const fresh = fleet.boats.filter(b => b.new);
if (fresh.length) {
  document.getElementById('new-boats').innerHTML =
    '<h2>New this season</h2><ul>' + fresh.map(b => pupa(item, b)).join('') + '</ul>';
}
