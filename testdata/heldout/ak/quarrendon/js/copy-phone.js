// Copies the telephone number when the button is pressed.
(function () {
  var b = document.querySelector('.copy-phone');
  var n = document.querySelector('.phone');
  if (!b || !n || !navigator.clipboard) return;
  b.addEventListener('click', function () { navigator.clipboard.writeText(n.textContent.trim()); });
})();
