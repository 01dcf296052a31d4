/* Contact form: checks the fields when it is sent. */
(function () {
  'use strict';
  var form = document.querySelector('form.contact');
  if (!form || !((window.__CFG || {}).forms || {}).validate) return;
  form.setAttribute('novalidate', '');
  form.addEventListener('submit', function (e) {
    var bad = Array.prototype.filter.call(form.elements, function (el) {
      return el.required && !el.value.trim();
    });
    bad.forEach(function (el) { el.setAttribute('aria-invalid', 'true'); });
    if (bad.length) { e.preventDefault(); bad[0].focus(); }
  });
})();
