// Forms: fields are checked with validator.js when the form is sent, and
// the messages appear only then. The terms are in a dialog that stays
// closed until asked for, with the focus kept inside it while open.
(function () {
  var form = document.querySelector('form.checked');
  if (form) {
    form.addEventListener('submit', function (e) {
      form.querySelectorAll('.field-error').forEach(function (n) { n.remove(); });
      var bad = [];
      form.querySelectorAll('[data-check]').forEach(function (input) {
        var v = validator.trim(input.value);
        var ok = true;
        switch (input.dataset.check) {
          case 'required': ok = !validator.isEmpty(v); break;
          case 'email': ok = validator.isEmail(v); break;
          case 'postcode': ok = validator.isPostalCode(v, 'GB'); break;
          case 'phone': ok = v === '' || validator.isMobilePhone(v.replace(/\s/g, ''), 'en-GB'); break;
          case 'shares': ok = validator.isInt(v, { min: 1, max: 300 }); break;
        }
        if (!ok) {
          var msg = document.createElement('p');
          msg.className = 'field-error';
          msg.textContent = input.dataset.message;
          input.insertAdjacentElement('afterend', msg);
          bad.push(input);
        }
      });
      if (bad.length) {
        e.preventDefault();
        bad[0].focus();
      }
    });
  }
  var dialog = document.querySelector('.dialog');
  var opener = document.querySelector('[data-opens]');
  if (dialog && opener) {
    var trap = focusTrap.createFocusTrap(dialog, {
      clickOutsideDeactivates: true,
      onDeactivate: function () { dialog.hidden = true; },
    });
    opener.addEventListener('click', function () {
      dialog.hidden = false;
      trap.activate();
    });
    dialog.querySelector('.close').addEventListener('click', function () { trap.deactivate(); });
  }
})();
