// The booking form and the "ask us" button answer in a SweetAlert2 dialog;
// nothing is shown until the reader does something.
(function () {
  var form = document.getElementById('booking-form');
  if (form) form.addEventListener('submit', function (e) {
    e.preventDefault();
    Swal.fire({ title: 'Thank you', text: 'We will check the diary and reply by email.', icon: 'success' });
  });
  var ask = document.getElementById('ask');
  if (ask) ask.addEventListener('click', function () {
    Swal.fire({ title: 'Ask us', input: 'textarea', inputLabel: 'Your question', showCancelButton: true });
  });
})();
