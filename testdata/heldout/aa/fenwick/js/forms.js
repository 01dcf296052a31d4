document.querySelectorAll('form.validate').forEach(function (form) {
  var pristine = new Pristine(form, { classTo: 'field', errorTextParent: 'field', errorTextClass: 'field-error' });
  form.addEventListener('submit', function (ev) {
    if (!pristine.validate()) { ev.preventDefault(); }
  });
});
