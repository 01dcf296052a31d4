// Show results: data/results/YEAR.csv is the show secretary's sheet (Class,
// Title, Place, Exhibitor, Plot, Note). Drawn with lighterhtml.
(function () {
  var box = document.getElementById('results');
  var year = box.getAttribute('data-year');
  var render = lighterhtml.render, html = lighterhtml.html;
  var PLACE = ['', 'First', 'Second', 'Third'];

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
    return rows;
  }

  fetch('../../data/results/' + year + '.csv').then(function (r) { return r.text(); }).then(function (text) {
    var rows = parseCSV(text).slice(1).filter(function (r) { return r[0]; });
    var classes = [], byNo = {}, points = {}, plots = {};
    rows.forEach(function (r) {
      var no = r[0];
      if (!byNo[no]) { byNo[no] = { no: no, title: r[1], places: [] }; classes.push(byNo[no]); }
      byNo[no].places.push({ place: +r[2], name: r[3], plot: r[4], note: r[5] });
      points[r[3]] = (points[r[3]] || 0) + (4 - r[2]);
      plots[r[3]] = r[4];
    });
    var table = Object.keys(points).map(function (n) { return { name: n, pts: points[n], plot: plots[n] }; });
    table.sort(function (a, b) { return b.pts - a.pts || (a.name < b.name ? -1 : 1); });
    var cup = table[0];
    function who(p) { return p.plot ? p.name + ' (plot ' + p.plot + ')' : p.name + ' (not a plot holder)'; }

    render(box, html`
      <p class="cup">The Armistead Cup for ${year} went to ${who(cup)} with ${cup.pts} points, ahead of ${table[1].name} with ${table[1].pts}.</p>
      ${classes.map(function (c) { return html`
        <h2>Class ${c.no}: ${c.title}</h2>
        <ol class="places">${c.places.map(function (p) { return html`
          <li>${PLACE[p.place]}: ${who(p)}${p.note ? ' - ' + p.note : ''}</li>`; })}
        </ol>`; })}
      <h2>Points table</h2>
      <table class="list">
        <tr><th>Exhibitor</th><th>Points</th></tr>
        ${table.map(function (t) { return html`<tr><td>${t.name}</td><td>${t.pts}</td></tr>`; })}
      </table>`);
  });
})();
