/* Copy buttons: copy the text of the element named in data-copy. */
(function () {
  'use strict';
  document.querySelectorAll('button[data-copy]').forEach(function (btn) {
    btn.addEventListener('click', function () {
      var el = document.querySelector(btn.getAttribute('data-copy'));
      if (el && navigator.clipboard) navigator.clipboard.writeText(el.textContent).then(function () {
        btn.classList.add('copied');
      });
    });
  });
})();
