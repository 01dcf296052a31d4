/* on-cask.js - the "Where to drink it" box on the beer pages.

   Jack keeps the cask register in Excel and emails it to me on a Monday
   night. I save it over data/casks.xlsx without touching it and this
   reads it with read-excel-file (lib/read-excel-file.min.js).

   Sheet "Register": one row a cask. Status is one of
     In store - full, still at the brewery
     Full     - delivered, in the pub's cellar, not on yet
     On       - tapped and on the bar
     Empty    - finished, waiting for us to collect
     Back     - collected
   Sheet "Notes": B1 is the date Jack last checked it.

   The page says which beer it is by the "Cask mark" in the At a glance
   list (the letters Jack chalks on the cask end). Only On and Full casks
   get mentioned, so most weeks most beers show nothing. */
(function () {
  var me = document.currentScript ? document.currentScript.src : location.href;
  var box = document.getElementById('on-cask');
  if (!box || !window.readXlsxFile) return;

  var mark = '';
  var dts = document.querySelectorAll('dl.spec dt');
  for (var i = 0; i < dts.length; i++) {
    if (dts[i].textContent.trim().toLowerCase() === 'cask mark') {
      var dd = dts[i].nextElementSibling;
      mark = dd ? dd.textContent.trim().toUpperCase() : '';
      break;
    }
  }
  if (!mark) return;
  var beer = document.querySelector('h1').textContent.trim();

  // pub pages we have, by the name Jack uses in the Customer column
  var PUBS = {
    'Hagg Gate Inn, Troutbeck': 'hagg-gate-inn.html',
    'The Drovers Rest, Ings': 'drovers-rest.html',
    'The Fleece, Staveley': 'fleece-staveley.html',
    'The Wheatsheaf, Troutbeck Bridge': 'wheatsheaf.html',
    'The Stag, Ambleside': 'stag-ambleside.html',
    'The Ferry Tap, Bowness': 'ferry-tap.html',
    'The Tarn Inn, Hawkshead': 'tarn-inn.html'
  };
  var WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
  var MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
    'August', 'September', 'October', 'November', 'December'];

  function words(n) { return WORDS[n] || String(n); }
  function day(d) {
    return d instanceof Date ? d.getUTCDate() + ' ' + MONTHS[d.getUTCMonth()] + ' ' + d.getUTCFullYear() : '';
  }
  function esc(s) {
    return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  }
  function place(name) {
    var page = PUBS[name];
    return page ? '<a href="../pubs/' + page + '">' + esc(name) + '</a>' : esc(name);
  }
  function list(names) {
    return names.map(place).join('; ');
  }

  fetch(new URL('../data/casks.xlsx', me))
    .then(function (r) {
      if (!r.ok) throw new Error('casks.xlsx ' + r.status);
      return r.blob();
    })
    .then(function (blob) { return readXlsxFile(blob); })
    .then(function (sheets) {
      // older read-excel-file gave back just the rows of the first sheet
      var rows = sheets[0] && sheets[0].data ? sheets[0].data : sheets;
      var notes = sheets[1] && sheets[1].data ? sheets[1].data : [];
      var head = rows[0].map(function (h) { return String(h || '').trim().toLowerCase(); });
      var c = function (name) { return head.indexOf(name); };

      var on = [], full = [];
      rows.slice(1).forEach(function (row) {
        if (String(row[c('beer')] || '').trim().toUpperCase() !== mark) return;
        var status = String(row[c('status')] || '').trim().toLowerCase();
        var who = String(row[c('customer')] || '').trim();
        if (!who) return;
        if (status === 'on' && on.indexOf(who) < 0) on.push(who);
        if (status === 'full') full.push(who);
      });
      if (!on.length && !full.length) return;

      var html = '<h2>Where to drink it</h2>';
      if (on.length) {
        html += '<p>' + esc(beer) + ' is on the bar now in ' + words(on.length) +
          (on.length === 1 ? ' place: ' : ' places: ') + list(on) + '.</p>';
      }
      if (full.length) {
        var uniq = full.filter(function (w, k) { return full.indexOf(w) === k; });
        html += '<p>' + (full.length === 1 ? 'One more cask is' : words(full.length).replace(/^./, function (x) { return x.toUpperCase(); }) + ' more casks are') +
          ' in the cellar at ' + list(uniq) + ', waiting to go on next.</p>';
      }
      var checked = '';
      notes.forEach(function (n) {
        if (String(n[0] || '').toLowerCase() === 'register checked') checked = day(n[1]);
      });
      if (checked) {
        html += '<p class="small">From Jack\'s cask register, last checked on ' + checked +
          '. Pubs sell out quicker than we can update this, so ring ahead if you are making a trip of it.</p>';
      }
      box.className = 'cask-finder';
      box.innerHTML = html;
    })
    .catch(function (e) {
      // no box at all rather than a broken one
      if (window.console) console.log('on-cask:', e);
    });
})();
