marky.mark('page-ready');
var cookieModal = new tingle.modal({ footer: true, closeMethods: ['overlay', 'button', 'escape'], closeLabel: 'Close' });
document.addEventListener('click', function (e) {
  var a = e.target.closest('.cookie-settings');
  if (!a) return;
  e.preventDefault();
  cookieModal.setContent('<h2>Cookies</h2><p>We only use cookies that keep the box office working.</p>');
  cookieModal.open();
});
window.addEventListener('load', function () {
  var entry = marky.stop('page-ready');
  window.__playhouseTiming = { page: location.pathname, ms: Math.round(entry.duration) };
});
