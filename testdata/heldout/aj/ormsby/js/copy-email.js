// Copies the email address to the clipboard when the button is pressed.
(function () {
  var b = document.querySelector('.copy-email');
  var a = document.querySelector('.email');
  if (!b || !a || !navigator.clipboard) return;
  b.addEventListener('click', function () { navigator.clipboard.writeText(a.textContent); });
})();
