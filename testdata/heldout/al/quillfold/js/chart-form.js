(function () {
  var form = document.querySelector('.chart-form');
  if (!form) return;
  form.addEventListener('submit', function (ev) {
    if (!form.checkValidity()) {
      ev.preventDefault();
      form.querySelector('.form-error').hidden = false;
    }
  });
})();
