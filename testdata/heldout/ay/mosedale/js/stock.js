/* Current status of a used bike.
   Listing pages are written once, when a bike goes on the rail. The till
   exports data/stock.csv whenever a bike is sold, reserved or reduced, and
   this script shows that status on the bike's page, found by the stock
   number in the spec list. Bikes with no change have no row, or a row
   marked "available", and their page is left as it is. */
(function () {
  'use strict';
  var skuCell = document.querySelector('.spec .sku');
  if (!skuCell) return;
  var sku = skuCell.textContent.trim();

  // The till quotes fields that contain commas and doubles any quotes inside.
  function parseCSV(text) {
    var rows = [], row = [], field = '', quoted = false;
    for (var i = 0; i < text.length; i++) {
      var c = text[i];
      if (quoted) {
        if (c === '"' && text[i + 1] === '"') { field += '"'; i++; }
        else if (c === '"') quoted = false;
        else field += c;
      } else if (c === '"') quoted = true;
      else if (c === ',') { row.push(field); field = ''; }
      else if (c === '\n' || c === '\r') {
        if (c === '\r' && text[i + 1] === '\n') i++;
        row.push(field); rows.push(row); row = []; field = '';
      } else field += c;
    }
    if (field || row.length) { row.push(field); rows.push(row); }
    var head = rows.shift();
    return rows.filter(function (r) { return r.length > 1; }).map(function (r) {
      var o = {};
      head.forEach(function (h, n) { o[h.trim()] = (r[n] || '').trim(); });
      return o;
    });
  }

  var dateFmt = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  function day(iso) {
    var p = iso.split('-');
    return dateFmt.format(new Date(Date.UTC(+p[0], +p[1] - 1, +p[2])));
  }
  var money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });

  fetch('/data/stock.csv', { cache: 'no-cache' })
    .then(function (r) { if (!r.ok) throw new Error(r.status); return r.text(); })
    .then(function (text) {
      var row = parseCSV(text).filter(function (r) { return r.sku === sku; })[0];
      if (!row) return;
      var label, line;
      if (row.status === 'sold') {
        label = 'Sold';
        line = 'This bike was sold on ' + day(row.changed) + '.';
      } else if (row.status === 'reserved') {
        label = 'Reserved';
        line = 'Reserved on ' + day(row.changed) + '.';
      } else if (row.status === 'reduced') {
        label = 'Price reduced';
        line = 'Now ' + money.format(Number(row.price_gbp)) + ', reduced on ' + day(row.changed) + '.';
      } else {
        return; // still available at the price on the page
      }
      var box = document.createElement('div');
      box.className = 'stock-status stock-status--' + row.status;
      box.setAttribute('role', 'status');
      var strong = document.createElement('strong');
      strong.textContent = label;
      var p = document.createElement('p');
      p.textContent = line + (row.note ? ' ' + row.note : '');
      box.append(strong, p);
      var price = document.querySelector('.listing-price');
      if (row.status === 'sold' || row.status === 'reduced') price.classList.add('is-struck');
      price.after(box);
    })
    .catch(function () { /* no status: the page stands as written */ });
})();
