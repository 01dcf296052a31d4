document.addEventListener('DOMContentLoaded', function () {
  document.querySelectorAll('input[inputmode="tel"]').forEach(function (el) { IMask(el, { mask: '00000 000000' }); });
  var pc = document.getElementById('j-post');
  if (pc) IMask(pc, { mask: /^[A-Za-z0-9 ]{0,8}$/, prepareChar: function (s) { return s.toUpperCase(); } });
});
