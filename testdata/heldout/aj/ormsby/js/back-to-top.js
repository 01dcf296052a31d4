// Scrolls back to the top of the page when the button is pressed.
(function () {
  var b = document.querySelector('.back-to-top');
  if (b) b.addEventListener('click', function () { window.scrollTo({ top: 0, behavior: 'smooth' }); });
})();
