// shop-stock.js: a note on a product page when the shop is out or running low.
// The till (TillPoint) exports its stock list to /data/stock.xml every night; x2js
// turns it into objects. We match on the item code (the sku in the page's microdata).
(function () {
  var skuEl = document.querySelector('[itemprop="sku"]');
  var slot = document.querySelector('.stock');
  if (!skuEl || !slot) return;
  var code = skuEl.textContent.trim();

  fetch('/data/stock.xml')
    .then(function (r) { return r.text(); })
    .then(function (xml) {
      var x2js = new X2JS({ arrayAccessFormPaths: ['StockExport.Line'] });
      var doc = x2js.xml2js(xml);
      var line = doc.StockExport.Line.filter(function (l) { return l.Code === code; })[0];
      if (!line) return;

      var onHand = parseInt(line.OnHand, 10);
      var reorderAt = parseInt(line.ReorderAt, 10);
      var note = typeof line.Note === 'string' ? line.Note.trim() : '';
      var message;
      if (onHand === 0) message = 'Out of stock at the boathouse shop.';
      else if (onHand <= reorderAt) message = 'Only ' + onHand + ' left at the boathouse shop.';
      else return; // plenty on the shelf: nothing to say

      var box = document.createElement('p');
      box.className = onHand === 0 ? 'stock-note out' : 'stock-note low';
      box.textContent = message + (note ? ' ' + note : '');
      slot.appendChild(box);
    })
    .catch(function (err) { console.error('stock:', err); });
})();
