// warden.js - shows the warden's notes for the trees on a variety page.
// Peter keeps the tree register at the top of data/wardens-log.md (the YAML
// between the --- lines); yamlFront reads it. A tree's note is shown only if
// it has one. The trees on a page are the tags in the "Register no." row.
(function () {
  var box = document.getElementById('warden');
  if (!box) return;

  var tags = [];
  var rows = document.querySelectorAll('table.facts tr');
  for (var i = 0; i < rows.length; i++) {
    var th = rows[i].querySelector('th');
    var td = rows[i].querySelector('td');
    if (th && td && /^register/i.test(th.textContent.trim())) {
      tags = td.textContent.split(',').map(function (t) { return t.trim().toUpperCase(); });
    }
  }
  if (!tags.length) return;

  function esc(s) {
    return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  }

  fetch('../data/wardens-log.md')
    .then(function (r) { return r.text(); })
    .then(function (text) {
      var log = yamlFront.loadFront(text);
      var trees = log.trees || [];
      var notes = trees.filter(function (t) {
        return t.note && tags.indexOf(String(t.tag).toUpperCase()) !== -1;
      });
      if (!notes.length) return;
      var html = '<aside class="warden-note"><h2>From the warden\'s log</h2>';
      notes.forEach(function (t) {
        html += '<p>' + esc(t.note.trim()) + '</p>' +
          '<p class="signed">' + esc(log.warden) + ', ' + esc(t.noted) + '</p>';
      });
      html += '</aside>';
      box.innerHTML = html;
    })
    .catch(function () { /* no log, no note */ });
})();
