// filter the shop list as you type (hides nothing until you type)
(function () {
  var input = document.getElementById('shop-filter');
  var items = document.querySelectorAll('#shop-list li');
  if (!input) return;
  input.addEventListener('input', function () {
    var q = input.value.toLowerCase();
    for (var i = 0; i < items.length; i++) items[i].style.display = items[i].textContent.toLowerCase().indexOf(q) < 0 ? 'none' : '';
  });
})();
