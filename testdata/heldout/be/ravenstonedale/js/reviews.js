// reviews.js - turns each data-rating into stars (read only, nobody can vote here)
Array.prototype.forEach.call(document.querySelectorAll('.stars'), function (el) {
  raterJs({ element: el, readOnly: true, starSize: 18, max: 5, step: 0.5 });
});
