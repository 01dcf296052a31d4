// notices.js - the notices in force, from data/notices.json (newest first).
(function () {
  var box = document.getElementById('notices');
  if (!box) return;
  function esc(s) {
    return String(s).replace(/[&<>"]/g, function (c) { return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]; });
  }
  fetch('/data/notices.json').then(function (r) { return r.json(); }).then(function (list) {
    list.sort(function (a, b) { return a.issued < b.issued ? 1 : -1; });
    box.innerHTML = list.map(function (n) {
      var d = new Date(n.issued + 'T12:00:00').toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
      return '<article><h2>' + esc(n.title) + '</h2>' +
        '<p class="issued">' + esc(n.from) + ', ' + d + '</p>' +
        '<p>' + esc(n.summary) + '</p>' +
        (n.page ? '<p><a href="' + esc(n.page) + '">Read the full notice</a></p>' : '') +
        '</article>';
    }).join('');
  });
})();
