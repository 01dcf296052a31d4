document.addEventListener('DOMContentLoaded', function () {
  var v = new JustValidate('#cake-order');
  v.addField('#co-name', [{ rule: 'required' }]).addField('#co-phone', [{ rule: 'required' }]).addField('#co-size', [{ rule: 'required' }]);
  document.getElementById('co-size').addEventListener('change', function (e) {
    var deposit = currency(e.target.value ? 10 + 2 * e.target.value : 0, { symbol: '£' });
    e.target.setAttribute('data-deposit', deposit.format());
  });
});
