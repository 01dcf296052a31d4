(function () {
  var notyf = new Notyf({ duration: 4000, position: { x: 'right', y: 'bottom' } });
  document.querySelectorAll('form.newsletter, form.join').forEach(function (form) {
    form.addEventListener('submit', function (ev) {
      ev.preventDefault();
      if (!form.checkValidity()) { notyf.error('Please check the form and try again.'); return; }
      fetch(form.action, { method: 'POST', body: new FormData(form) }).catch(function () {});
      notyf.success('Thank you! We will be in touch.');
      form.reset();
    });
  });
})();
