/* grants.js - a year's community grants, from data/grants.js.
   The page says which year in <body data-grant-year="2024-25">.
   Amounts are kept in pence (as Lorna's cash book does). The sums are
   done with big.js so the totals come out to the penny, never 0.1 + 0.2. */
(function () {
  var year = document.body.getAttribute('data-grant-year');
  var out = document.getElementById('grant-round');
  var round = window.GRANTS && GRANTS.rounds[year];
  if (!out || !round) return;

  function pounds(p) { return new Big(p).div(100); }
  function money(b) {                         // Big -> "£1,234.50"
    var parts = b.toFixed(2).split('.');
    return '\u00a3' + parts[0].replace(/\B(?=(\d{3})+(?!\d))/g, ',') + '.' + parts[1];
  }
  function esc(s) { return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;'); }

  var total = new Big(0), asked = new Big(0);
  round.awards.forEach(function (a) {
    total = total.plus(pounds(a.awarded));
    asked = asked.plus(pounds(a.asked));
  });
  var budget = pounds(round.budget);
  var left = budget.minus(total);
  var paid = round.awards.filter(function (a) { return a.awarded > 0; }).length;

  var html = '<p>In ' + year + ' the council awarded ' + money(total) +
    ' to ' + paid + ' local groups from a grants budget of ' + money(budget) +
    '. Applications closed on ' + round.closed + ' and were decided at the meeting on ' +
    round.decided + '.</p>';
  html += '<p>Between them the ' + round.awards.length + ' applications asked for ' +
    money(asked) + '. ' + (left.eq(0) ? 'The whole budget was spent.' :
      money(left) + ' was left over and ' + round.leftover + '.') + '</p>';

  html += '<table><thead><tr><th>Group</th><th>What for</th><th class="money">Asked for</th>' +
    '<th class="money">Awarded</th></tr></thead><tbody>';
  round.awards.forEach(function (a) {
    html += '<tr><td>' + esc(a.group) + '</td><td>' + esc(a.purpose) + '</td><td class="money">' +
      money(pounds(a.asked)) + '</td><td class="money">' +
      (a.awarded ? money(pounds(a.awarded)) : 'not awarded') + '</td></tr>';
  });
  html += '<tr class="total"><td colspan="2">Total</td><td class="money">' + money(asked) +
    '</td><td class="money">' + money(total) + '</td></tr></tbody></table>';

  if (round.notes && round.notes.length) {
    html += '<h2>Notes</h2><ul class="list">';
    round.notes.forEach(function (n) { html += '<li>' + esc(n) + '</li>'; });
    html += '</ul>';
  }
  out.innerHTML = html;
})();
