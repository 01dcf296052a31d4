// plan.js - colour in this field on the little site plan
(function () {
  var el = document.querySelector('.bollard');
  if (!el) return;
  var area = document.querySelector('.plan rect[data-area="' + el.textContent.trim() + '"]');
  if (area) area.setAttribute('class', 'here');
})();
