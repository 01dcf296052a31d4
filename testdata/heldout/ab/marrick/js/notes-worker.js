
self.onmessage = function (e) {
  var cat = e.data.cat, langs = e.data.langs;
  fetch('/data/notes.json').then(function (r) { return r.json(); }).then(function (all) {
    var n = all[cat];
    if (!n) { self.postMessage({ html: '' }); return; }
    var html = '<section class="prog-note"><h2>Programme note</h2>' +
      '<p>Composer: ' + n.composer + '. Sung in ' + langs.join(' and ') + '.</p>' +
      '<p>' + n.note + '</p><blockquote>' + n.tr + '</blockquote></section>';
    self.postMessage({ html: html });
  });
};
