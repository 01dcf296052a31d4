/* kit-grid.js - packs the kit cards so there are no big gaps on wide screens */
document.querySelectorAll('.spec-grid').forEach(function (grid) {
  new Packery(grid, { itemSelector: '.spec', gutter: 12, percentPosition: true });
});
