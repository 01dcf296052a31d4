/* Milling days: the head miller's note for the day.
   Ruth keeps the sluice book as a spreadsheet and saves it as
   tab-separated text (data/sluice-book.tsv). One row per milling day.
   If the day went ahead as planned there's nothing to say; otherwise
   the note goes at the top of that day's page. */
(function () {
  var day = document.body.getAttribute('data-day');
  var slot = document.querySelector('.day-summary');
  if (!day || !slot) return;

  var headings = {
    'moved': 'This milling day has moved',
    'changed': 'Change to the programme',
    'sold out': 'From the flour shop',
    'cancelled': 'Milling cancelled'
  };

  function parse(text) {
    var lines = text.split(/\r?\n/).filter(function (l) {
      return l.trim() !== '' && l.charAt(0) !== '#';
    });
    var cols = lines.shift().split('\t');
    return lines.map(function (line) {
      var cells = line.split('\t'), row = {};
      cols.forEach(function (c, i) { row[c] = (cells[i] || '').trim(); });
      return row;
    });
  }

  fetch('/data/sluice-book.tsv')
    .then(function (r) { return r.text(); })
    .then(function (text) {
      var row = parse(text).filter(function (r) { return r.date === day; })[0];
      if (!row || row.status === 'as planned' || !row.note) return;
      var box = document.createElement('aside');
      box.className = 'notice';
      var h = document.createElement('h2');
      h.textContent = headings[row.status] || 'A note from the miller';
      var p = document.createElement('p');
      p.textContent = row.note;
      var sig = document.createElement('p');
      sig.className = 'sig';
      sig.textContent = '\u2014 ' + row.miller + ', head miller on the day';
      box.appendChild(h);
      box.appendChild(p);
      box.appendChild(sig);
      slot.parentNode.insertBefore(box, slot.nextSibling);
    });
})();
