// Copy buttons on code blocks (clipboard-polyfill falls back for old browsers).
document.querySelectorAll('pre > code').forEach(function (code) {
  var b = document.createElement('button');
  b.type = 'button'; b.className = 'copy'; b.setAttribute('aria-label', 'Copy code to clipboard');
  b.addEventListener('click', function () {
    clipboard.writeText(code.textContent).then(function () { b.classList.add('done');
      setTimeout(function () { b.classList.remove('done'); }, 1200); });
  });
  code.parentNode.insertBefore(b, code);
});
