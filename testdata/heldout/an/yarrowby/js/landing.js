// Landing pages: "Back to top" scrolls smoothly (zenscroll handles in-page
// links by itself; this one scrolls to the very top). instant.page is
// loaded as a module and preloads a link when the pointer rests on it.
(function () {
  document.querySelectorAll('.back-to-top').forEach(function (a) {
    a.addEventListener('click', function (e) {
      e.preventDefault();
      zenscroll.toY(0);
    });
  });
})();
