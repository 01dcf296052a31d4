// Highlight the table-of-contents entry for the heading in view.
(function () {
  var links = {};
  document.querySelectorAll('.toc a').forEach(function (a) { links[a.getAttribute('href').slice(1)] = a; });
  inView.offset(80);
  inView('main h2[id]').on('enter', function (el) {
    Object.keys(links).forEach(function (k) { links[k].classList.toggle('active', k === el.id); });
  });
})();
