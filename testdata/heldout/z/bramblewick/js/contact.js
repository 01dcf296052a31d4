document.addEventListener('DOMContentLoaded', function () {
  new JustValidate('#contact-form')
    .addField('#cf-name', [{ rule: 'required' }])
    .addField('#cf-email', [{ rule: 'required' }, { rule: 'email' }])
    .addField('#cf-msg', [{ rule: 'required' }, { rule: 'minLength', value: 10 }]);
});
