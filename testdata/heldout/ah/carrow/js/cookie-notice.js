// A notice about what the site keeps in the browser, until it is accepted.
// Counts how often it has been shown.
(function () {
  var box = document.getElementById('cookie-notice');
  if (!box) return;
  var ok = false;
  try {
    ok = !!store.get('carrow.noticeOk');
    store.set('carrow.noticeShown', (+store.get('carrow.noticeShown') || 0) + 1);
  } catch (e) {}
  if (ok) return;
  var p = document.createElement('p');
  p.className = 'notice';
  p.textContent = 'This site keeps a few notes in your browser (your part of the dale, your theme). Nothing is sent to us. ';
  var b = document.createElement('button');
  b.type = 'button';
  b.textContent = 'OK';
  b.addEventListener('click', function () {
    try { store.set('carrow.noticeOk', true); } catch (e) {}
    box.textContent = '';
  });
  p.appendChild(b);
  box.appendChild(p);
})();
