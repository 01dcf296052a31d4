/* Highlights the entry of the "On this page" list for the section being read. */
(function () {
  var links = document.querySelectorAll('.toc a[data-step]');
  if (!links.length || !window.scrollama) return;
  var steps = [];
  links.forEach(function (a) {
    var h = document.getElementById(a.getAttribute('data-step'));
    if (h) { h.setAttribute('data-toc', a.getAttribute('data-step')); steps.push(h); }
  });
  if (!steps.length) return;
  var scroller = scrollama();
  scroller.setup({ step: 'main h2[data-toc]', offset: 0.25 }).onStepEnter(function (r) {
    links.forEach(function (a) { a.classList.toggle('active', a.getAttribute('data-step') === r.element.getAttribute('data-toc')); });
  });
  window.addEventListener('resize', function () { scroller.resize(); });
})();
