// Net notices: the net's start time (meta harc:net-time) looked up in the net log.
(function () {
  var box = document.querySelector('.net-notice');
  var meta = document.querySelector('meta[name="harc:net-time"]');
  if (!box || !meta) return;
  var slot = meta.content.trim();
  fetch('/data/net-log.ndjson').then(function (r) { return r.text(); }).then(function (text) {
    var rec = null;
    text.split('\n').forEach(function (line) {
      if (!line.trim()) return;
      var o = JSON.parse(line);
      if (o.slot === slot) rec = o;
    });
    if (!rec) return;
    var h = document.createElement('h2');
    h.textContent = 'Net notice';
    var p = document.createElement('p');
    p.textContent = rec.notice;
    var c = document.createElement('p');
    c.textContent = 'Last time, ' + pluralize('station', rec.checked_in_last_time, true) + ' checked in.';
    box.append(h, p, c);
  });
})();
