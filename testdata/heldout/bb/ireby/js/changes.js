// changes.js - rows from place notation, shared by the blue line drawings
// (blueline.js) and the Listen buttons (bells.js).
//
// Notation is written out in full on the page: changes separated by dots,
// "x" for the cross change where every pair swaps, e.g. Plain Bob Doubles
// is 5.1.5.1.5.1.5.1.5.125 for one lead.  The course is rung from rounds
// until rounds come round again.
window.Changes = (function () {
  function tokens(notation) {
    return notation.replace(/x/gi, '.x.').split('.').filter(function (t) { return t !== ''; });
  }

  function apply(row, change) {
    var next = row.slice();
    var places = change === 'x' ? [] : change.split('').map(Number);
    for (var i = 0; i < row.length; ) {
      if (places.indexOf(i + 1) !== -1 || i + 1 >= row.length) {
        i += 1;
      } else {
        next[i] = row[i + 1];
        next[i + 1] = row[i];
        i += 2;
      }
    }
    return next;
  }

  function rounds(stage) {
    var r = [];
    for (var b = 1; b <= stage; b++) r.push(b);
    return r;
  }

  // Every row of the plain course, starting and ending with rounds.
  function course(stage, notation) {
    var start = rounds(stage);
    var changes = tokens(notation);
    var rows = [start];
    var row = start;
    if (!changes.length) return rows;
    for (var lead = 0; lead < 24; lead++) {
      for (var c = 0; c < changes.length; c++) {
        row = apply(row, changes[c]);
        rows.push(row);
      }
      if (row.join('') === start.join('')) break;
    }
    return rows;
  }

  return { course: course, rounds: rounds, leadLength: function (n) { return tokens(n).length; } };
})();
