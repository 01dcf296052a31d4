// Volunteer page: a welcome in the visitor's language (English for any
// language we have no text for), then the work mornings, with maquette.
(function () {
  var host = document.getElementById('work-mornings');
  if (!host) return;
  var h = maquette.h;
  var prefs = (navigator.languages && navigator.languages.length) ? navigator.languages : [navigator.language || 'en'];
  function json(u) { return fetch(u).then(function (r) { return r.json(); }); }
  Promise.all([json('/data/welcome.json'), json('/data/work.json')]).then(function (res) {
    var welcome = res[0], work = res[1];
    var lang = prefs.map(function (l) { return String(l).toLowerCase().split('-')[0]; })
      .filter(function (l) { return welcome[l]; })[0] || 'en';
    maquette.createProjector().append(host, function () {
      return h('div.work', [
        h('p.welcome', { lang: lang, dir: lang === 'ur' ? 'rtl' : 'ltr' }, [welcome[lang]]),
        h('p', ['Work mornings are on ' + work.days + ' from ' + work.hours + ', starting in ' + work.meet + '.']),
        h('p', ['This month\'s big job: ' + work.job + '.'])
      ]);
    });
  });
})();
