(function () {
  var rows = [['Case of 12 white sourdough loaves', 3.2, 12], ['Case of 10 seeded rye loaves', 3.6, 10], ['Tray of 24 cinnamon buns', 1.4, 24], ['Whole lemon drizzle, uncut', 11.5, 1], ['Tray of 20 sausage rolls', 1.75, 20]];
  var tpl = function (r) { return `<li><strong>${r[0]}: ${currency(r[1], { symbol: '£' }).multiply(r[2]).format()} + VAT</strong></li>`; };
  document.addEventListener('DOMContentLoaded', function () {
    document.querySelector('.trade-prices').innerHTML = `<ul class="trade">${rows.map(tpl).join('')}</ul>`;
  });
})();
