// Checks the newsletter form when it is sent; says nothing until then.
(function () {
  var form = document.querySelector('.newsletter');
  if (!form) return;
  form.addEventListener('submit', function (ev) {
    var input = form.querySelector('input[type=email]');
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(input.value)) {
      ev.preventDefault();
      form.querySelector('.form-message').textContent = 'Please give an email address we can write to.';
    }
  });
})();
