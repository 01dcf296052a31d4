/* Player pages: injured / away / limited availability, from the captains'
   availability list (data/squad-status.tsv, tab separated, one line per
   player who is NOT simply available - everyone else is left alone).
   Matched on the player number in the facts list. */
(function () {
  var slot = document.querySelector('.squad-status');
  if (!slot) return;
  var number = null;
  document.querySelectorAll('.facts dt').forEach(function (dt) {
    if (dt.textContent.trim() === 'Player no.') number = dt.nextElementSibling.textContent.trim();
  });
  if (!number) return;

  var LABELS = { injured: 'Injured.', away: 'Unavailable.', limited: 'Limited availability.' };

  fetch('/data/squad-status.tsv')
    .then(function (r) { return r.text(); })
    .then(function (text) {
      var lines = text.split('\n').filter(Boolean);
      var head = lines.shift().split('\t');
      lines.forEach(function (line) {
        var cols = line.split('\t'), row = {};
        head.forEach(function (h, i) { row[h] = cols[i]; });
        if (row.player_no !== number) return;
        var p = document.createElement('p');
        p.className = 'status status-' + row.status;
        var b = document.createElement('strong');
        b.textContent = LABELS[row.status] || 'Note.';
        p.appendChild(b);
        p.appendChild(document.createTextNode(' '));
        var span = document.createElement('span');
        span.textContent = row.note;
        p.appendChild(span);
        slot.appendChild(p);
      });
    });
})();
