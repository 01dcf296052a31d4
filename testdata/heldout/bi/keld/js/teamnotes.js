/* teamnotes.js - shows the notice for this team from data/notices.ini.
   Each team page has its code as the body id (same as the CSS uses).
   To put a notice up, edit notices.ini and upload it. Leave "note ="
   empty to take it down again. */
(function () {
  var team = document.body.id;
  fetch('../data/notices.ini')
    .then(function (r) { return r.text(); })
    .then(function (txt) {
      var sect = null, notes = {};
      txt.split(/\r?\n/).forEach(function (line) {
        line = line.trim();
        if (!line || line.charAt(0) === ';' || line.charAt(0) === '#') return;
        var m = line.match(/^\[(.+)\]$/);
        if (m) { sect = m[1].trim(); notes[sect] = {}; return; }
        var eq = line.indexOf('=');
        if (sect && eq > 0) notes[sect][line.slice(0, eq).trim()] = line.slice(eq + 1).trim();
      });
      var n = notes[team];
      if (!n || !n.note || n.show === 'no') return;
      var p = document.createElement('div');
      p.className = 'notice';
      p.innerHTML = '<strong></strong> <span></span>';
      p.querySelector('strong').textContent = (n.title || 'Notice') + ':';
      p.querySelector('span').textContent = n.note;
      var h = document.querySelector('main h1');
      h.parentNode.insertBefore(p, h.nextSibling);
    });
})();
