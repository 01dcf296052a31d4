// forms.js - the "Why do we ask?" help and the thank-you after Send,
// on the join and contact forms. Uses SweetAlert (swal).
(function () {
  var why = document.getElementById('why-address');
  if (why) {
    why.addEventListener('click', function () {
      swal('Why we ask for your address',
        'The law says a registered society must keep a register of its members with their addresses. We use it for that and for posting the AGM notice, nothing else.');
    });
  }
  var forms = document.querySelectorAll('#join-form, #contact-form');
  for (var i = 0; i < forms.length; i++) {
    forms[i].addEventListener('submit', function () {
      swal('Thank you', 'Your email program should open with the message ready to send. If it does not, email us at the address at the bottom of the page.', 'success');
    });
  }
})();
