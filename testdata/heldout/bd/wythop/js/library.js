/* library.js - on every piece page of the music library.
   1. draws the opening bars from the ABC in the page with abcjs
      (lib/abcjs-basic-min.js: global ABCJS)
   2. looks the piece up in Margaret's catalogue (data/library.tsv, exported
      from her database as tab-separated text) by the library number on the
      page, and says so if the set is away, lent out or short of parts. */
(function () {
  var abc = document.getElementById('incipit-abc');
  if (abc && window.ABCJS) {
    ABCJS.renderAbc('incipit', abc.textContent.trim(), {
      responsive: 'resize',
      staffwidth: 620,
      paddingtop: 0,
      paddingbottom: 0
    });
  }

  var label = document.querySelector('.catno span');
  if (!label) return;
  // "WSB 203" on the page, "0203" in the catalogue
  var number = parseInt(label.textContent.replace(/[^0-9]/g, ''), 10);

  function message(p) {
    switch (p.Status) {
      case 'On loan':
        return 'Our set is on loan to ' + p.LentTo + ' and is due back on ' + p.DueBack +
          '. Until then, ask Margaret for a photocopied part from the master score.';
      case 'At binder':
        return 'This set is away at the binder\'s for repair and should be back by ' +
          p.DueBack + '. Play from the practice copies in the grey box until then.';
      case 'Incomplete':
        return 'This set is short of its ' + p.Missing + ' parts. If you have one at home, ' +
          'please put it back in box ' + p.Box + ' on a rehearsal night.';
      case 'Lost':
        return 'This set has been lost. Please tell Margaret if you know where it is.';
      default:
        return ''; // "In" and "In pads" need no note
    }
  }

  fetch('../data/library.tsv')
    .then(function (r) { return r.text(); })
    .then(function (text) {
      var lines = text.split(/\r?\n/);
      var head = lines.shift().split('\t');
      for (var i = 0; i < lines.length; i++) {
        if (!lines[i]) continue;
        var cells = lines[i].split('\t');
        var piece = {};
        head.forEach(function (name, j) { piece[name] = cells[j] || ''; });
        if (parseInt(piece.CatNo, 10) !== number) continue;
        var text2 = message(piece);
        if (!text2) return;
        var p = document.createElement('p');
        p.className = 'notice';
        p.innerHTML = '<strong>' + piece.Status + ':</strong> ';
        p.appendChild(document.createTextNode(text2));
        label.parentNode.parentNode.insertBefore(p, label.parentNode.nextSibling);
        return;
      }
    });
})();
