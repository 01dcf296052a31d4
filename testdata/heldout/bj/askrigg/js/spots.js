/* spots.js - advice on a launch spot page from the morning weather reading.
   Tom saves the 07:30 reading from the boathouse station to data/reading.json.
   The spot's number is read from the "Spot number" line of the facts list and looked
   up in data/spots.tsv (the Users' Group list, saved from the spreadsheet as tab separated).
   Jack wrote the rules in data/rules.json as JSON Logic so Tom can change them
   without touching this file. Nothing shows when no rule applies. */
(function () {
  var box = document.getElementById('advice');
  if (!box) return;

  var no = null;
  var dts = document.querySelectorAll('dl.facts dt');
  for (var i = 0; i < dts.length; i++) {
    if (dts[i].textContent.trim().toLowerCase() === 'spot number') {
      no = dts[i].nextElementSibling.textContent.trim();
    }
  }
  if (!no) return;

  var DIRS = { N: 'northerly', NE: 'north-easterly', E: 'easterly', SE: 'south-easterly',
               S: 'southerly', SW: 'south-westerly', W: 'westerly', NW: 'north-westerly' };

  function get(url, how) {
    return fetch(url).then(function (r) { return r[how](); });
  }

  function tsv(text) {
    var lines = text.replace(/\r/g, '').split('\n').filter(function (l) { return l !== ''; });
    var head = lines.shift().split('\t');
    return lines.map(function (l) {
      var cells = l.split('\t'), row = {};
      head.forEach(function (h, k) { row[h] = cells[k] || ''; });
      return row;
    });
  }

  Promise.all([get('../data/spots.tsv', 'text'), get('../data/reading.json', 'json'), get('../data/rules.json', 'json')])
    .then(function (all) {
      var row = tsv(all[0]).filter(function (r) { return r.spot_no === no; })[0];
      if (!row) return;
      var reading = all[1];
      var facts = {
        spot: { no: row.spot_no, name: row.name, offshore: row.offshore_from.split(','),
                exposed: row.exposed, status: row.status, note: row.note },
        wind: { dir: reading.wind_dir, dir_name: DIRS[reading.wind_dir] || reading.wind_dir,
                wind_kn: reading.wind_kn, gust_kn: reading.gust_kn, water_c: reading.water_c,
                taken: reading.taken }
      };
      var said = [];
      all[2].forEach(function (rule) {
        if (jsonLogic.apply(rule['if'], facts)) {
          said.push(rule.say.replace(/\{([a-z_]+)\.([a-z_]+)\}/g, function (m, a, b) {
            return facts[a][b];
          }));
        }
      });
      if (!said.length) return;
      var html = '<h2>Advice from the morning reading</h2>\n';
      said.forEach(function (s) { html += '<p class="advisory">' + s + '</p>\n'; });
      box.innerHTML = html;
    })
    .catch(function (e) {
      if (window.console) console.log('spot advice not loaded: ' + e.message);
    });
})();
