/* updates.js - adds the newsroom's later updates to a bulletin page.
   Each bulletin page carries its number in a comment left by the newsroom
   template, e.g. <!-- bulletin WCR-2505-012 -->; updates are kept in one
   file a month (data/updates/2505.json). Loaded once the page is idle,
   so the bulletin itself shows straight away on slow connections. */
(function () {
  var box = document.getElementById('updates');
  if (!box) return;

  function findNumber() {
    var walker = document.createTreeWalker(document.body, NodeFilter.SHOW_COMMENT, null, false);
    var n;
    while ((n = walker.nextNode())) {
      var m = /bulletin\s+(WCR-(\d{4})-\d{3})/.exec(n.nodeValue);
      if (m) return { id: m[1], month: m[2] };
    }
    return null;
  }

  function show(entry) {
    if (!entry || !entry.updates || !entry.updates.length) return;
    var h2 = document.createElement('h2');
    h2.textContent = entry.updates.length > 1 ? 'Updates' : 'Update';
    box.appendChild(h2);
    entry.updates.forEach(function (u) {
      var p = document.createElement('p');
      var b = document.createElement('strong');
      b.textContent = u.date + '. ';
      p.appendChild(b);
      p.appendChild(document.createTextNode(u.text));
      box.appendChild(p);
    });
  }

  function load() {
    var num = findNumber();
    if (!num) return;
    fetch('../data/updates/' + num.month + '.json')
      .then(function (r) { return r.ok ? r.json() : { bulletins: {} }; })
      .then(function (data) { show(data.bulletins[num.id]); });
  }

  if ('requestIdleCallback' in window) requestIdleCallback(load, { timeout: 2000 });
  else setTimeout(load, 200);
})();
