/* Price calculator on the rates page. Prices here must match the table on the page!
   (Margaret changes them at the AGM - remember to change both.) */
(function () {
  var RATES = {
    hour:    { member: 14,  other: 21 },
    evening: { member: 80,  other: 120 },
    day:     { member: 150, other: 225 }
  };
  var KITCHEN = 20, DEPOSIT = 100;
  var form = document.getElementById('quote');
  if (!form) return;
  var money = function (n) { return numbro(n).formatCurrency({ currencySymbol: '\u00a3', mantissa: 0, thousandSeparated: true }); };

  form.kind.addEventListener('change', function () {
    form.hours.disabled = form.kind.value !== 'hour';
  });

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var kind = form.kind.value;
    var who = form.member.checked ? 'member' : 'other';
    var hire = RATES[kind][who];
    if (kind === 'hour') hire = hire * Math.max(2, parseInt(form.hours.value, 10) || 2);
    if (form.kitchen.checked) hire += KITCHEN;
    form.total.value = 'Hire ' + money(hire) + ', plus ' + money(DEPOSIT) + ' deposit (returned if the place is left tidy).';
  });
})();
