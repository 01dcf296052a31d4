// Checks the join form with validate.js when it is sent; shows errors or thanks.
(function () {
  var form = document.getElementById('join-form');
  if (!form) return;
  var box = form.querySelector('.form-messages');
  var rules = {
    name: { presence: { allowEmpty: false } },
    email: { presence: { allowEmpty: false }, email: true },
    postcode: { presence: { allowEmpty: false }, format: { pattern: '[A-Za-z]{1,2}[0-9][0-9A-Za-z]? ?[0-9][A-Za-z]{2}', message: 'does not look like a postcode' } },
    size: { presence: { allowEmpty: false, message: 'needs choosing' } },
    point: { presence: { allowEmpty: false, message: 'needs choosing' } }
  };
  form.addEventListener('submit', function (ev) {
    ev.preventDefault();
    var errors = validate(validate.collectFormValues(form), rules, { format: 'flat' });
    box.textContent = '';
    var ul = document.createElement('ul');
    (errors || ['Thank you: the membership secretary will be in touch within a week.']).forEach(function (m) {
      var li = document.createElement('li');
      li.textContent = m;
      ul.appendChild(li);
    });
    box.appendChild(ul);
  });
})();
