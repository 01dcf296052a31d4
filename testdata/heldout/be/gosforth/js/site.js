/* site.js - bits that run on every page (D. Sewell)
   1. mark the nav tab for the section we are in
   2. the colours in parish.css are CSS variables; cssVars() fills them in
      for the old browsers some of our councillors still use (it does
      nothing on anything newer) */
(function () {
  var here = location.pathname;
  var tabs = document.querySelectorAll('#nav a');
  var best = null, bestLen = 0;
  for (var i = 0; i < tabs.length; i++) {
    var sect = tabs[i].getAttribute('data-section');
    if (!sect) continue;
    if (here.indexOf(sect) !== -1 && sect.length > bestLen) { best = tabs[i]; bestLen = sect.length; }
  }
  if (!best && (here === '/' || here === '/index.html')) best = tabs[0];   // the home tab
  if (best) { best.className += ' here'; best.setAttribute('aria-current', 'page'); }

  if (window.cssVars) cssVars({ include: 'link[rel=stylesheet]' });
})();
