// Seed tin: lay the packets out in a grid and let people filter by type.
// Uses Isotope (isotope.pkgd.min.js). Nothing happens on pages without a grid.
(function () {
  var grid = document.querySelector('.packets');
  if (!grid) return;
  var iso = new Isotope(grid, {
    itemSelector: '.packet',
    layoutMode: 'fitRows'
  });
  var buttons = document.querySelectorAll('.filters button');
  buttons.forEach(function (b) {
    b.addEventListener('click', function () {
      buttons.forEach(function (x) { x.classList.remove('on'); });
      b.classList.add('on');
      iso.arrange({ filter: b.getAttribute('data-filter') });
    });
  });
})();
