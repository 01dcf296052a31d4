// Collection tins: what the tin raised when it was last emptied. The postcode is
// the last line of the page's <address> (CA12 5TB); the totals file
// (data/tin-totals.json, a list) writes it in lower case without the space.
(function () {
  var box = document.querySelector('.tin-total');
  var addr = document.querySelector('.tin address');
  if (!box || !addr) return;
  var lines = addr.innerHTML.split(/<br\s*\/?>/i);
  var postcode = lines[lines.length - 1].replace(/<[^>]*>/g, '').replace(/\s+/g, '').toLowerCase();
  superagent.get('/data/tin-totals.json').then(function (res) {
    var tin = (res.body || []).filter(function (t) { return t.postcode === postcode; })[0];
    if (!tin) return;
    var h = document.createElement('h2');
    h.textContent = 'When the tin was last emptied';
    var p1 = document.createElement('p');
    p1.textContent = 'The tin here raised \u00a3' + tin.amount + ' from ' + tin.period + ', counted ' + tin.emptied + '.';
    var p2 = document.createElement('p');
    p2.textContent = tin.message;
    box.append(h, p1, p2);
  });
})();
