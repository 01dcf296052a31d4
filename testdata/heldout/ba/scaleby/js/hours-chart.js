/* Volunteer hours on /work-parties/: a sparkline (@fnando/sparkline) of the
   figures in the table beside it, so the numbers stay in the page for anyone
   who can't see the line. */
(function () {
  'use strict';
  var table = document.getElementById('hours-table');
  var svg = document.getElementById('hours-sparkline');
  if (!table || !svg || !window.sparkline) return;

  var hours = [];
  table.querySelectorAll('tbody tr').forEach(function (tr) {
    hours.push(parseInt(tr.cells[1].textContent.replace(/,/g, ''), 10));
  });

  svg.removeAttribute('hidden');
  sparkline.sparkline(svg, hours, { spotRadius: 4, interactive: false });
})();
