// Lets the note box grow with what is typed into it.
(function () {
  var t = document.querySelector('textarea');
  if (!t) return;
  function fit() { t.style.height = 'auto'; t.style.height = t.scrollHeight + 'px'; }
  t.addEventListener('input', fit);
})();
