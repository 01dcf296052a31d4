/* clinic.js - builds a vaccination clinic page from data/clinics.json
   (who can have it, what to bring, prices) and data/sessions.tsv (the
   session list Ruth keeps in a spreadsheet and saves as tab-separated
   text). The clinic is named by data-clinic on <body>. Dates are
   written out with Sugar, the page is drawn with the vash template in
   the page. */
(function () {
  var key = document.body.getAttribute('data-clinic');
  var out = document.getElementById('clinic');
  var tpl = vash.compile(document.getElementById('clinic-tpl').innerHTML);
  var NUM = ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight'];

  function tsv(text) {
    var lines = text.replace(/\r/g, '').split('\n');
    var head = lines.shift().split('\t');
    var rows = [];
    lines.forEach(function (line) {
      if (!line) return;
      var cells = line.split('\t'), o = {};
      head.forEach(function (h, i) { o[h] = cells[i] || ''; });
      rows.push(o);
    });
    return rows;
  }

  function at(date, time) {
    var d = date.split('-'), t = time.split(':');
    return new Date(+d[0], +d[1] - 1, +d[2], +t[0], +t[1]);
  }

  Promise.all([
    unfetch('../data/clinics.json').then(function (r) { return r.json(); }),
    unfetch('../data/sessions.tsv').then(function (r) { return r.text(); })
  ]).then(function (res) {
    var clinic = res[0].clinics[key];
    if (!clinic) {
      out.innerHTML = '<p>No details for this clinic yet. Please ring 015395 60214.</p>';
      return;
    }
    var sessions = tsv(res[1]).filter(function (s) { return s.clinic === key; });
    sessions.sort(function (a, b) { return a.date < b.date ? -1 : a.date > b.date ? 1 : 0; });
    var model = {
      who: clinic.who,
      bring: clinic.bring,
      price: clinic.price,
      count: (NUM[sessions.length] || sessions.length) + ' session' + (sessions.length === 1 ? ' is' : 's are') +
        ' booked for ' + res[0].season.toLowerCase() + '.',
      sessions: sessions.map(function (s) {
        var start = at(s.date, s.start), end = at(s.date, s.end);
        return {
          when: Sugar.Date.format(start, '{Weekday} {d} {Month} {yyyy}'),
          time: Sugar.Date.format(start, '{h}.{mm}{tt}') + ' to ' + Sugar.Date.format(end, '{h}.{mm}{tt}'),
          venue: s.venue,
          note: s.note
        };
      })
    };
    out.innerHTML = tpl(model);
  }).catch(function () {
    out.innerHTML = '<p>Sorry, the clinic details could not be loaded. Please ring 015395 60214.</p>';
  });
})();
