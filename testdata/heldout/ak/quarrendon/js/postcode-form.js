// Checks the postcode only when the form is sent: a postcode of the
// district starts QD. Nothing is shown until then.
(function () {
  var form = document.querySelector('.postcode-form');
  if (!form) return;
  form.addEventListener('submit', function (ev) {
    var input = form.querySelector('input[name="postcode"]');
    var v = input.value.replace(/\s+/g, '').toUpperCase();
    if (!/^QD\d{1,2}\d[A-Z]{2}$/.test(v)) {
      ev.preventDefault();
      input.setCustomValidity('Please enter a Quarrendon postcode, for example QD7 4RW.');
      input.reportValidity();
    } else {
      input.setCustomValidity('');
    }
  });
})();
