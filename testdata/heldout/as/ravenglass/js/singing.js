// Singing pages: remember the reader's voice part (with consent) and mark
// it on <body>; photo slider with bullets. Changes no words.
document.addEventListener('DOMContentLoaded', function () {
  var form = document.querySelector('.part-picker');
  var saved = Cookies.get('rcs-part');
  if (saved) {
    document.body.classList.add('part-' + saved);
    var r = form.querySelector('input[value="' + saved + '"]');
    if (r) r.checked = true;
  }
  form.addEventListener('change', function (e) {
    document.body.className = document.body.className.replace(/\bpart-\w\b/g, '').trim();
    document.body.classList.add('part-' + e.target.value);
    if (Cookies.get('rcs-cookies') === 'yes') Cookies.set('rcs-part', e.target.value, { expires: 180, sameSite: 'Lax' });
  });
  if (document.querySelector('.glide')) {
    new Glide('.glide', { type: 'carousel', autoplay: 4000, hoverpause: true }).mount();
  }
});
