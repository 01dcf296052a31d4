/* Input masks for phone numbers, order numbers, money and quantities. */
(function () {
  if (!window.VMasker) return;
  var q = function (s) { return document.querySelectorAll(s); };
  if (q('[data-mask="phone"]').length) VMasker(q('[data-mask="phone"]')).maskPattern('99999 999999');
  if (q('[data-mask="order"]').length) VMasker(q('[data-mask="order"]')).maskPattern('AAA-999999');
  if (q('[data-mask="money"]').length) VMasker(q('[data-mask="money"]')).maskNumber();
  if (q('input.qty').length) VMasker(q('input.qty')).maskNumber();
})();
