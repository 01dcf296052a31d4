// results.js - series results from the Sailwave export (data/results.csv).
// The race officer exports "all series" to CSV after racing and uploads it;
// each series page says which series it is in <body data-series="...">.
// Drawn with hyperHTML (min.js from the package, the global build).
(function () {
  var code = document.body.getAttribute('data-series');
  var box = document.getElementById('results');
  if (!code || !box) return;

  // Sailwave quotes fields that have commas in them, so a simple split is not enough
  function parseCSV(text) {
    var rows = [], row = [], field = '', q = false;
    for (var i = 0; i < text.length; i++) {
      var c = text[i];
      if (q) {
        if (c === '"' && text[i + 1] === '"') { field += '"'; i++; }
        else if (c === '"') q = false;
        else field += c;
      } else if (c === '"') q = true;
      else if (c === ',') { row.push(field); field = ''; }
      else if (c === '\n') { row.push(field); rows.push(row); row = []; field = ''; }
      else if (c !== '\r') field += c;
    }
    if (field || row.length) { row.push(field); rows.push(row); }
    var head = rows.shift();
    return rows.map(function (r) {
      var o = {};
      head.forEach(function (h, k) { o[h] = r[k] || ''; });
      return o;
    });
  }

  var MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
                'August', 'September', 'October', 'November', 'December'];
  function nice(d) {
    var p = d.split('-');
    return +p[2] + ' ' + MONTHS[+p[1] - 1] + ' ' + p[0];
  }

  fetch('/data/results.csv')
    .then(function (r) { return r.text(); })
    .then(function (text) {
      var mine = parseCSV(text).filter(function (r) { return r.series === code; });
      if (!mine.length) return; // nothing sailed yet (or scored elsewhere)
      var races = [], byNo = {}, boats = {};
      mine.forEach(function (r) {
        if (!byNo[r.race]) { byNo[r.race] = { no: r.race, date: nice(r.date), rows: [] }; races.push(byNo[r.race]); }
        byNo[r.race].rows.push({ rank: r.rank, helm: r.helm, crew: r.crew, klass: r['class'], sailno: r.sailno,
                                 py: r.py, elapsed: r.elapsed, corrected: r.corrected });
        var key = r.helm + '|' + r.sailno;
        if (!boats[key]) boats[key] = { helm: r.helm, klass: r['class'], sailno: r.sailno, scores: {} };
        boats[key].scores[r.race] = +r.rank;
      });
      var names = Object.keys(boats), dnc = names.length + 1;
      var standings = names.map(function (k) {
        var b = boats[k], pts = 0;
        races.forEach(function (race) { pts += b.scores[race.no] || dnc; });
        b.points = pts;
        return b;
      }).sort(function (a, b) { return a.points - b.points || a.helm.localeCompare(b.helm); });
      var note = 'Provisional standings after ' + races.length + ' races, low-point scoring, all races count.';
      var wire = hyperHTML.wire;
      hyperHTML.bind(box)`
        <h2>Results</h2>
        <p class="standing-note">${note}</p>
        <table class="results standings">
          <thead><tr><th>Pos</th><th>Helm</th><th>Boat</th><th>Sail no.</th><th>Points</th></tr></thead>
          <tbody>${standings.map(function (s, i) {
            return wire(s)`<tr><td>${String(i + 1)}</td><td>${s.helm}</td><td>${s.klass}</td><td>${s.sailno}</td><td>${String(s.points)}</td></tr>`;
          })}</tbody>
        </table>
        ${races.map(function (race) {
          return wire(race)`
            <section class="race">
              <h3>${'Race ' + race.no + ', ' + race.date}</h3>
              <table class="results">
                <thead><tr><th>Rank</th><th>Helm</th><th>Crew</th><th>Boat</th><th>PY</th><th>Elapsed</th><th>Corrected</th></tr></thead>
                <tbody>${race.rows.map(function (b) {
                  return wire(b)`<tr><td>${b.rank}</td><td>${b.helm}</td><td>${b.crew}</td><td>${b.klass + ' ' + b.sailno}</td><td>${b.py}</td><td>${b.elapsed}</td><td>${b.corrected}</td></tr>`;
                })}</tbody>
              </table>
            </section>`;
        })}`;
    });
})();
