// tonight's plan: base64 lines in a text/plain block, added one microtask at a time
(function () {
  var src = document.getElementById('drill-plan');
  var list = document.getElementById('drill-list');
  if (!src || !list) return;
  var lines = src.textContent.trim().split(/\s+/);
  function step(i) {
    if (i >= lines.length) return;
    var f = new TextDecoder().decode(Uint8Array.from(atob(lines[i]), function (c) { return c.charCodeAt(0); })).split('|');
    var li = document.createElement('li');
    li.textContent = f[0] + ': ' + f[1];
    list.appendChild(li);
    queueMicrotask(function () { step(i + 1); });
  }
  queueMicrotask(function () { step(0); });
})();
