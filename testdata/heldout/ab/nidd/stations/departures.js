
(function () {
  var m = /\bst-([A-Z]{3})\b/.exec(document.body.className);
  if (!m) return;
  var code = m[1];
  function build() {
    fetch('/data/departures.json').then(function (r) { return r.json(); }).then(function (all) {
      var rows = all.deps[code];
      if (!rows) return;
      var table = $.create('table', {
        contents: [{ tag: 'thead', contents: [{ tag: 'tr', contents: ['Departs', 'Towards', 'Hauled by'].map(function (h) { return { tag: 'th', contents: h }; }) }] },
          { tag: 'tbody', contents: rows.map(function (r) {
            return { tag: 'tr', contents: r.map(function (c, i) { return { tag: 'td', contents: i === 1 ? 'to ' + c : c }; }) };
          }) }]
      });
      var note = $.create('p', { contents: all.notes[code] || '' });
      var doc = '<!DOCTYPE html><html><head><style>body{font-family:Georgia,serif;margin:0}td,th{border:1px solid #ccc;padding:.2rem .5rem}table{border-collapse:collapse}</style></head><body>' +
        '<h3>Departures on running days</h3>' + table.outerHTML + note.outerHTML +
        '<script src="/lib/iframeResizer.contentWindow.min.js"><\/script></body></html>';
      var frame = $('#departures');
      frame.srcdoc = doc;
      try { iframeResize({ license: 'GPLv3', checkOrigin: false }, frame); } catch (e) {}
    });
  }
  if ('requestIdleCallback' in window) requestIdleCallback(build, { timeout: 800 });
  else setTimeout(build, 200);
})();
