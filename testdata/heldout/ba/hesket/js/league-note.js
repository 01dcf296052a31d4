/* Match reports: if the league has changed anything about a game after the
   report was written (a result overturned, points docked, a scorebook
   corrected) the ruling goes in data/league-rulings.json and shows up here,
   under the scores, so the report itself never needs editing.
   A ruling is matched on the match date (the <time> in the byline) and the
   team (data-team on <body>). */
(function () {
  var time = document.querySelector('.report .byline time');
  var slot = document.querySelector('.league-note');
  if (!time || !slot) return;
  var date = time.getAttribute('datetime');
  var team = document.body.getAttribute('data-team');

  fetch('/data/league-rulings.json')
    .then(function (r) { return r.json(); })
    .then(function (data) {
      var ruling = data.rulings.filter(function (x) {
        return x.date === date && x.team === team;
      })[0];
      if (!ruling) return;
      var box = document.createElement('div');
      box.className = 'ruling ruling-' + ruling.kind.replace(/\s+/g, '-');
      var h = document.createElement('h2');
      h.textContent = ruling.heading;
      var p = document.createElement('p');
      p.textContent = ruling.text;
      box.appendChild(h);
      box.appendChild(p);
      slot.appendChild(box);
    });
})();
