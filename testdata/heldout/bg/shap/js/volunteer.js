/* volunteer.js - turn the email addresses in the text into links (I type
   them as plain text so they are easy to change), and check the interest
   form before it is sent. */
(function () {
  var paras = document.querySelectorAll('main p');
  for (var i = 0; i < paras.length; i++) {
    if (paras[i].innerHTML.indexOf('@') === -1) continue;
    paras[i].innerHTML = Autolinker.link(paras[i].innerHTML, {
      urls: false, phone: false, mention: false, hashtag: false, email: true
    });
  }
  if (document.getElementById('volunteer-form')) {
    var bouncer = new Bouncer('#volunteer-form');
  }
})();
