/* planning.js - runs on every application page.
   Looks up the application number (from the facts list at the top of the
   page) in Lorna's planning register and, once the planning authority has
   decided it, puts the decision in a box under the facts. Until then the
   page is left as it is. The register is data/planning-register.csv,
   saved from her Excel sheet whenever she updates it. */
(function () {
  var months = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
    'August', 'September', 'October', 'November', 'December'];
  function ukDate(s) {                       // 28/08/2025 -> 28 August 2025
    var p = s.split('/');
    if (p.length !== 3) return s;
    return parseInt(p[0], 10) + ' ' + months[parseInt(p[1], 10) - 1] + ' ' + p[2];
  }
  function appNumber() {
    var dts = document.querySelectorAll('dl.facts dt');
    for (var i = 0; i < dts.length; i++) {
      if (/^application no/i.test(dts[i].textContent.trim())) {
        var dd = dts[i].nextElementSibling;
        return dd ? dd.textContent.replace(/\s+/g, '').toUpperCase() : null;
      }
    }
    return null;
  }
  var me = document.currentScript;
  var url = new URL('../data/planning-register.csv', me.src).href;
  var num = appNumber();
  if (!num) return;

  getText(url, function (text) {
    var rows = readTable(text, ',');
    var app = null;
    rows.forEach(function (r) {
      if (r['Application no.'].replace(/\s+/g, '').toUpperCase() === num) app = r;
    });
    if (!app || !app['Decision']) return;          // not decided yet

    var who = app['Authority'] === 'LDNPA' ? 'The Lake District National Park Authority' : 'Cumberland Council';
    var when = ukDate(app['Decision date']);
    var d = app['Decision'].toLowerCase();
    var first;
    if (d === 'granted') first = who + ' granted permission on ' + when + '.';
    else if (d === 'refused') first = who + ' refused this application on ' + when + '.';
    else if (d === 'withdrawn') first = 'The applicant withdrew this application on ' + when + '.';
    else first = who + ' decided this application on ' + when + ' (' + app['Decision'] + ').';
    if (app['Conditions'] && d === 'granted') {
      first += ' The permission carries ' + app['Conditions'] + ' conditions.';
    }

    var box = document.createElement('div');
    box.className = 'notice' + (d === 'refused' ? ' refused' : '');
    var h = document.createElement('h2');
    h.textContent = 'Decision';
    box.appendChild(h);
    var p = document.createElement('p');
    p.textContent = first;
    box.appendChild(p);
    if (app['Notes for website']) {
      p = document.createElement('p');
      p.textContent = app['Notes for website'];
      box.appendChild(p);
    }
    if (app['Appeal']) {
      p = document.createElement('p');
      p.textContent = 'An appeal has been lodged with the Planning Inspectorate: ' + app['Appeal'] + '.';
      box.appendChild(p);
    }
    var facts = document.querySelector('dl.facts');
    facts.parentNode.insertBefore(box, facts.nextSibling);
  });
})();
