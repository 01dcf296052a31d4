// The price table and the extras, from data/prices.json.
import pupa from '/lib/pupa.js';

const row = '<tr><td>{{name}} (sleeps {{berths}})</td><td>{{low}}</td><td>{{mid}}</td><td>{{high}}</td></tr>';
const extra = '<li>{{what}} {{price}}, {{note}}.</li>';
const p = await (await fetch('/data/prices.json')).json();
document.querySelector('table.prices tbody').innerHTML = p.weeks.map(w => pupa(row, w)).join('');
document.querySelector('ul.extras').innerHTML = p.extras.map(e => pupa(extra, e)).join('');
