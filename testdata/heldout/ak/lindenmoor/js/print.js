// Prints the page.
(function () {
  var b = document.querySelector('.print-page');
  if (b) b.addEventListener('click', function () { window.print(); });
})();
