/* subscriptions.js - price table for book subscriptions from the
   BOOKROOM_SUBS global in sub-prices.js. */
(function () {
  var S = window.BOOKROOM_SUBS;
  var box = document.getElementById('sub-prices');
  if (!S || !box) return;
  var NAMES = { 3: 'Three months', 6: 'Six months', 12: 'Twelve months' };

  function books(kind, t) {
    var full = new BigNumber(S[kind].book).times(t.months);
    return full.times(100 - t.discount).dividedBy(100).decimalPlaces(2, BigNumber.ROUND_HALF_UP);
  }
  function posted(kind, t) {
    return books(kind, t).plus(new BigNumber(S[kind].post).times(t.months));
  }

  var html = '<table class="subs"><thead><tr><th></th><th>Paperback, collected</th><th>Paperback, posted</th>' +
    '<th>Hardback, collected</th><th>Hardback, posted</th></tr></thead><tbody>';
  S.terms.forEach(function (t) {
    html += '<tr><th>' + NAMES[t.months] + (t.discount ? ' (' + t.discount + '% off the books)' : '') + '</th>' +
      '<td>&pound;' + books('paperback', t).toFixed(2) + '</td><td>&pound;' + posted('paperback', t).toFixed(2) + '</td>' +
      '<td>&pound;' + books('hardback', t).toFixed(2) + '</td><td>&pound;' + posted('hardback', t).toFixed(2) + '</td></tr>';
  });
  html += '</tbody></table>';

  var year = S.terms[2], half = S.terms[1];
  var saving = new BigNumber(S.paperback.book).times(year.months).minus(books('paperback', year));
  html += '<p>Twelve months of paperbacks by post comes to &pound;' + posted('paperback', year).toFixed(2) +
    ', a saving of &pound;' + saving.toFixed(2) + ' on buying the same books one at a time. ' +
    'Six months of hardbacks collected from the shop costs &pound;' + books('hardback', half).toFixed(2) + '.</p>';
  box.innerHTML = html;
})();
