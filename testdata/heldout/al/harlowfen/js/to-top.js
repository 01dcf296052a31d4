(function () {
  var b = document.querySelector('.to-top');
  if (!b) return;
  window.addEventListener('scroll', function () { b.hidden = window.scrollY < 400; });
  b.addEventListener('click', function () { window.scrollTo({top: 0, behavior: 'smooth'}); });
})();
