(function () {
  var b = document.querySelector('.copy-email');
  if (!b) return;
  b.addEventListener('click', function () {
    var t = document.querySelector('.email').textContent;
    if (navigator.clipboard) navigator.clipboard.writeText(t);
  });
})();
