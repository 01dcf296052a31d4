import merge from '/lib/mergerino.min.js';
function shelfCode() {
  var w = document.createTreeWalker(document.querySelector('main'), NodeFilter.SHOW_COMMENT);
  var n;
  while ((n = w.nextNode())) {
    var m = n.nodeValue.match(/shelf:\s*([A-Z]\d)/);
    if (m) return m[1];
  }
}
function money(p) { return '\u00a3' + Math.floor(p / 100) + '.' + String(p % 100).padStart(2, '0'); }
var code = shelfCode();
var res = await fetch('/data/stock.json');
var stock = await res.json();
var items = (stock.shelves[code] || []).map(function (it) { return merge(stock.defaults, it, { price: money(it.pence) }); });
var shelf = document.getElementById('shelf');
var tpl = document.getElementById('product-card');
items.forEach(function (it) {
  var card = tpl.content.cloneNode(true);
  card.querySelector('.p-name').textContent = whiskers.render('{name}', it);
  card.querySelector('.p-price').textContent = whiskers.render('{price} per {unit}, {origin}', it);
  card.querySelector('.p-note').textContent = whiskers.render('{note}', it);
  shelf.appendChild(card);
});
