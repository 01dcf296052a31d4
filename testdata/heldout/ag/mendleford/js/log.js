// the repair log: CBOR in a hidden textarea, month chosen by the fragment (#month=YYYY-MM), drawn with stage0
(function () {
  var src = document.getElementById('log-cbor');
  var view = document.getElementById('month-view');
  var pick = document.getElementById('month-pick');
  if (!src || !view) return;
  var raw = atob(src.value.trim());
  var bytes = new Uint8Array(raw.length);
  for (var i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  var log = CBOR.decode(bytes);
  var MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  var tpl = stage0.h`<div class="month"><h2>#title</h2><p>#summary</p><p class="note">#detail</p></div>`;
  function name(key) { var p = key.split('-'); return MONTHS[+p[1] - 1] + ' ' + p[0]; }
  function show() {
    var m = /month=(\d{4}-\d{2})/.exec(location.hash);
    var row = m && log.months.filter(function (r) { return r[0] === m[1]; })[0];
    if (!row) {
      row = log.months[0];
      history.replaceState(null, '', location.pathname + '#month=' + row[0]);
    }
    var d = row[1];
    var node = tpl.cloneNode(true);
    var refs = tpl.collect(node);
    refs.title.nodeValue = name(row[0]);
    refs.summary.nodeValue = 'In ' + name(row[0]) + ' we saw ' + d.items + ' items and mended ' + d.mended + ' of them, keeping ' + d.kg + ' kg out of the bin.';
    refs.detail.nodeValue = 'Most common: ' + d.top + '. Fixers on duty: ' + d.fixers + '.';
    view.textContent = '';
    view.appendChild(node);
  }
  log.months.forEach(function (r) {
    var b = document.createElement('button');
    b.type = 'button';
    b.textContent = name(r[0]);
    b.addEventListener('click', function () { location.hash = 'month=' + r[0]; });
    pick.appendChild(b);
  });
  var p = document.createElement('p');
  var a = document.createElement('a');
  a.href = log.story.href;
  a.textContent = log.story.text;
  p.appendChild(a);
  pick.parentNode.insertBefore(p, pick.nextSibling);
  window.addEventListener('hashchange', show);
  show();
})();
