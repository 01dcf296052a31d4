/* Adds a copy button to every code block; a toast confirms the copy. */
document.querySelectorAll('pre > code').forEach(function (code) {
  var btn = document.createElement('button');
  btn.type = 'button';
  btn.className = 'copy-btn';
  btn.setAttribute('aria-label', 'Copy code to clipboard');
  btn.textContent = '\u29c9';
  btn.addEventListener('click', function () {
    var done = function () {
      Toastify({ text: 'Copied to clipboard', duration: 1800, gravity: 'bottom', position: 'right' }).showToast();
    };
    if (navigator.clipboard) navigator.clipboard.writeText(code.innerText).then(done, function () {});
  });
  code.parentNode.classList.add('has-copy');
  code.parentNode.appendChild(btn);
});
