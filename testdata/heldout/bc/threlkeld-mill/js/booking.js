/* School booking form: check the obvious things, then show the
   summary dialog before the request is sent to the education officer. */
(function () {
  var form = document.querySelector('form.booking');
  var dlg = document.getElementById('confirm');
  if (!form || !dlg) return;
  if (window.dialogPolyfill) dialogPolyfill.registerDialog(dlg);
  form.addEventListener('submit', function (e) {
    if (form.dataset.confirmed) return;
    e.preventDefault();
    var bad = false;
    form.querySelectorAll('[required]').forEach(function (f) {
      var msg = f.parentNode.querySelector('.error');
      if (msg) msg.hidden = !!f.value.trim();
      if (!f.value.trim()) bad = true;
    });
    if (bad) return;
    dlg.showModal();
  });
  dlg.querySelector('.send').addEventListener('click', function () {
    form.dataset.confirmed = '1';
    dlg.close();
    form.submit();
  });
  dlg.querySelector('.back').addEventListener('click', function () { dlg.close(); });
})();
