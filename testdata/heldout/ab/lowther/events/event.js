
import { formatMoney } from '/lib/accounting.mjs';
function render() {
  var id = new URLSearchParams(location.search).get('id');
  fetch('/data/events.json').then(function (r) { return r.json(); }).then(function (all) {
    var ev = all[id];
    if (!ev) return;
    var t = document.getElementById('ev-tpl').content.cloneNode(true);
    t.querySelector('.ev-title').textContent = ev.title;
    t.querySelector('.ev-when').textContent = ev.date + ' at ' + ev.time;
    t.querySelector('.ev-where').textContent = ev.place;
    var money = { symbol: '\u00a3', precision: 2 };
    t.querySelector('.ev-adult').textContent = formatMoney(ev.adult, money);
    t.querySelector('.ev-child').textContent = ev.child ? formatMoney(ev.child, money) : 'free';
    document.getElementById('ev-slot').appendChild(t);
  });
}
if (document.readyState === 'complete') setTimeout(render, 500);
else window.addEventListener('load', function () { setTimeout(render, 500); });
