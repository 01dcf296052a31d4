/* hire.js - builds the table of charges on hire.html from data/fees.js
   (the global HIRE_FEES) and formats the money with Dinero.js
   (lib/dinero.min.js, the UMD build: global Dinero). */
(function () {
  Dinero.defaultCurrency = 'GBP';
  Dinero.globalLocale = 'en-GB';

  function money(pence) {
    return Dinero({ amount: pence }).toFormat('$0,0.00');
  }

  var fees = window.HIRE_FEES;
  var box = document.getElementById('charges');
  if (!fees || !box) return;

  var html = '<table><thead><tr><th>Engagement</th><th>Players</th>' +
    '<th class="num">Charge</th></tr></thead><tbody>';
  fees.items.forEach(function (item) {
    var charge = item.pence === 0 ? 'No charge' : money(item.pence);
    html += '<tr><td>' + item.what + '</td><td>' + item.players + '</td>' +
      '<td class="num">' + charge + '</td></tr>';
  });
  html += '</tbody></table>';

  var mile = Dinero({ amount: fees.pencePerMile });
  html += '<p>These charges were agreed by the committee on ' + fees.agreed +
    '. Travel beyond ' + fees.freeMiles + ' miles of the Old School is charged at ' +
    money(fees.pencePerMile) + ' a mile, and we ask for a deposit of ' +
    money(fees.deposit) + ' when you book.</p>';

  var ex = fees.items[fees.example.item];
  var extraMiles = fees.example.miles - fees.freeMiles;
  var total = Dinero({ amount: ex.pence }).add(mile.multiply(extraMiles));
  html += '<p class="example">For example, a ' + ex.what.split(',')[0].toLowerCase() +
    ' ' + fees.example.miles + ' miles from Wythop would cost ' + money(ex.pence) +
    ' plus ' + extraMiles + ' miles at ' + money(fees.pencePerMile) + ', which is ' +
    total.toFormat('$0,0.00') + ' in all.</p>';

  box.innerHTML = html;
})();
