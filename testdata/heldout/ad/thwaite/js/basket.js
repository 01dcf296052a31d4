// Basket badge: reads a count left in localStorage by the checkout; hidden when empty.
(function () {
  var n = parseInt(localStorage.getItem('thwaite.basket') || '0', 10);
  var el = document.querySelector('.basket .count');
  if (n > 0) { el.textContent = format('({0})', n); el.hidden = false; }
})();
