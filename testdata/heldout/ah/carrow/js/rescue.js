// The emergency note in the visitor's language (any language the data
// does not have gets English), then the rescue team's figures.
(function () {
  var box = document.getElementById('rescue-note');
  if (!box) return;
  var langs = (navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || 'en'])
    .map(function (l) { return String(l).toLowerCase().split('-')[0]; });

  function csv(url) {
    return fetch(url).then(function (r) { return r.text(); }).then(function (t) {
      return Papa.parse(t, { header: true, skipEmptyLines: true }).data;
    });
  }

  Promise.all([csv('/data/rescue.csv'), csv('/data/rescue-stats.csv')]).then(function (res) {
    var texts = {};
    res[0].forEach(function (r) { texts[r.lang] = r.text; });
    var lang = langs.filter(function (l) { return texts[l]; })[0] || 'en';
    var p = document.createElement('p');
    p.className = 'emergency';
    p.lang = lang;
    p.textContent = texts[lang];
    box.appendChild(p);
    if (lang !== 'en') {
      var en = document.createElement('p');
      en.className = 'note';
      en.textContent = texts.en;
      box.appendChild(en);
    }
    var latest = res[1].slice().sort(function (a, b) { return b.year - a.year; })[0];
    var s = document.createElement('p');
    s.textContent = latest.team + ' answered ' + latest.callouts + ' call-outs in ' + latest.year + ', ' +
      latest.no_torch + ' of them to walkers with no torch. Its ' + latest.volunteers +
      ' volunteers are on call every hour of the year.';
    box.appendChild(s);
  });
})();
