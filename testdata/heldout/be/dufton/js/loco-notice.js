/* loco-notice.js - runs on every locomotive page. Looks up the engine's
   running number (the "Running number" row of the spec table) in the
   Loco Department's fleet list, data/fleet.csv, and shows their note
   if there is one. Most engines have no note. */

DFR.ready(function () {
  var ths = document.querySelectorAll('table.spec th');
  var number = null, i;
  for (i = 0; i < ths.length; i++) {
    if (ths[i].textContent.replace(/\s+/g, ' ').trim() === 'Running number') {
      number = ths[i].parentNode.getElementsByTagName('td')[0].textContent.replace(/\s+/g, ' ').trim();
    }
  }
  if (!number) { return; }

  DFR.get('data/fleet.csv').then(function (text) {
    var fleet = DFR.parseTable(text);
    for (var j = 0; j < fleet.length; j++) {
      var loco = fleet[j];
      if (loco.number !== number || !loco.notice) { continue; }
      var box = document.getElementById('status');
      box.className = 'notice';
      box.innerHTML = '<h2>' + DFR.esc(loco.status) + '</h2><p>' + DFR.esc(loco.notice) +
        '</p><p class="small">From the Loco Department\'s fleet list of ' +
        DFR.longDay(DFR.parseDay(loco.updated)) + '.</p>';
    }
  });
});
