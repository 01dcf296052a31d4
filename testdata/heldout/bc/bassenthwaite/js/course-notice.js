// course-notice.js - changes to a course after the page went up
// (moved dates, course full). Dev edits data/training-changes.json;
// the page's course ref is in <p class="course-ref">.
(function () {
  var refEl = document.querySelector('.course-ref b');
  var box = document.getElementById('course-notice');
  if (!refEl || !box) return;
  var ref = refEl.textContent.trim();
  fetch('/data/training-changes.json').then(function (r) { return r.json(); }).then(function (data) {
    data.changes.forEach(function (c) {
      if (c.ref !== ref) return;
      var div = document.createElement('div');
      div.className = 'notice-box';
      var h = document.createElement('strong');
      h.textContent = c.title + ': ';
      div.appendChild(h);
      div.appendChild(document.createTextNode(c.text));
      box.appendChild(div);
    });
  });
})();
