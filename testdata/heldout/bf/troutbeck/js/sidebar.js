/* sidebar.js - keeps the "At a glance" / "Find it" box in view while you
   scroll down a long beer or pub page. Uses lib/sticksy.min.js. */
(function () {
  function stick() {
    if (!window.Sticksy || !document.querySelector('.js-sticky')) return;
    if (window.matchMedia && window.matchMedia('(max-width: 720px)').matches) return;
    new Sticksy('.js-sticky', { topSpacing: 12 });
  }
  if (document.readyState === 'complete') stick();
  else window.addEventListener('load', stick);
})();
