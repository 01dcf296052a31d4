// tower-notices.js - notices from the district secretary about a tower
// (practice cancelled or moved, bells out of action, access) shown at the top
// of that tower's page.
//
// The notices are in /data/tower-notices.json, which Colin edits by hand and
// sends over whenever a tower captain tells him something.  Each notice names
// its tower by Dove ref, the number in the facts box on the tower's page, so
// that a tower can be renamed without losing its notices.  JMESPath picks out
// this tower's notices, newest first.  Towers with nothing to say get nothing.
(function () {
  var box = document.getElementById('tower-notices');
  if (!box) return;

  var dove = null;
  document.querySelectorAll('dl.facts dt').forEach(function (dt) {
    if (/^dove ref/i.test(dt.textContent.trim())) {
      dove = dt.nextElementSibling.textContent.replace(/\D/g, '');
    }
  });
  if (!dove) return;

  function esc(s) {
    return String(s).replace(/[&<>"]/g, function (c) {
      return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c];
    });
  }

  fetch('/data/tower-notices.json')
    .then(function (r) { return r.json(); })
    .then(function (data) {
      var mine = jmespath.search(data, "notices[?dove=='" + dove + "'] | sort_by(@, &posted) | reverse(@)") || [];
      box.innerHTML = mine.map(function (n) {
        return '<section class="notice" role="note">' +
          '<h2>' + esc(n.title) + '</h2>' +
          n.text.map(function (t) { return '<p>' + esc(t) + '</p>'; }).join('') +
          '<p class="posted">Posted ' + esc(LongDate.format(n.posted)) + ' by ' + esc(n.by) + '</p>' +
          '</section>';
      }).join('');
    })
    .catch(function (e) { console.warn('tower notices:', e); });
})();
