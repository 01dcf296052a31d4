// Prints the page when the button is pressed.
(function () {
  var b = document.querySelector('.print-page');
  if (b) b.addEventListener('click', function () { window.print(); });
})();
