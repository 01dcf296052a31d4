// blueline.js - draws the blue line for a method: the path of one working
// bell through the plain course in blue, the treble in red.  The figure on
// the page says what to draw:
//   <figure class="blueline" data-stage="5" data-notation="..." data-bell="2">
// Drawn with SVG.js (lib/svg.min.js).  Lines only; the caption is in the page.
(function () {
  var COL = 14, ROW = 7, PAD = 8;

  document.querySelectorAll('figure.blueline[data-notation]').forEach(function (fig) {
    var stage = parseInt(fig.dataset.stage, 10);
    var bell = parseInt(fig.dataset.bell || '2', 10);
    var rows = Changes.course(stage, fig.dataset.notation);
    var lead = Changes.leadLength(fig.dataset.notation);
    var target = fig.querySelector('.lines');
    if (!target || rows.length < 2) return;

    var width = PAD * 2 + (stage - 1) * COL;
    var height = PAD * 2 + (rows.length - 1) * ROW;
    var draw = SVG().addTo(target).size(width, height);

    // faint guides for the places, and a rule at each lead end
    for (var p = 0; p < stage; p++) {
      draw.line(PAD + p * COL, PAD, PAD + p * COL, height - PAD).stroke({ color: '#e4dccb', width: 1 });
    }
    for (var r = lead; r < rows.length - 1; r += lead) {
      draw.line(PAD - 4, PAD + r * ROW, width - PAD + 4, PAD + r * ROW).stroke({ color: '#c9bda3', width: 1, dasharray: '2,2' });
    }

    function path(b) {
      return rows.map(function (row, i) {
        return [PAD + row.indexOf(b) * COL, PAD + i * ROW];
      });
    }
    draw.polyline(path(1)).fill('none').stroke({ color: '#9e2a2b', width: 1.2 });
    draw.polyline(path(bell)).fill('none').stroke({ color: '#1f3f6e', width: 2.6, linejoin: 'round' });
    draw.circle(6).fill('#1f3f6e').center(PAD + (bell - 1) * COL, PAD);
  });
})();
