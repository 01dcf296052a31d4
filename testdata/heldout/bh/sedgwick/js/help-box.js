/* help-box.js - the "which items should I tick" pop-up on the
   repeat prescriptions page. inert.min.js (wicg-inert) keeps the
   keyboard inside the box while it is open. */
(function () {
  var box = document.getElementById('help-box');
  var openBtn = document.getElementById('help-open');
  var closeBtn = document.getElementById('help-close');
  var behind = [document.getElementById('top'), document.getElementById('menu'), document.getElementById('foot')];
  if (!box || !openBtn) return;

  function setBehind(on) {
    for (var i = 0; i < behind.length; i++) {
      if (behind[i]) behind[i].inert = on;
    }
  }
  openBtn.addEventListener('click', function () {
    box.hidden = false;
    setBehind(true);
    closeBtn.focus();
  });
  closeBtn.addEventListener('click', function () {
    box.hidden = true;
    setBehind(false);
    openBtn.focus();
  });
  document.addEventListener('keydown', function (e) {
    if (e.key === 'Escape' && !box.hidden) closeBtn.click();
  });
})();
