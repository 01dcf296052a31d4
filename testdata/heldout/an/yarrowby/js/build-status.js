// The state of the build in a hamlet, from the build team's status file:
// a one-word badge for every hamlet, and for those still being built the
// schedule of the next steps.
(function () {
  var page = document.querySelector('[data-hamlet]');
  if (!page) return;
  fetch('/data/hamlets/' + page.dataset.hamlet + '.json')
    .then(function (r) { return r.json(); })
    .then(function (s) {
      var badge = page.querySelector('.badge');
      if (badge) badge.textContent = s.badge;
      var box = page.querySelector('.schedule');
      if (!box || !s.schedule || !s.schedule.length) return;
      var h = document.createElement('h2');
      h.textContent = s.heading;
      box.appendChild(h);
      var ol = document.createElement('ol');
      s.schedule.forEach(function (step) {
        var li = document.createElement('li');
        var when = document.createElement('strong');
        when.textContent = step.when + ': ';
        li.appendChild(when);
        li.appendChild(document.createTextNode(step.what));
        ol.appendChild(li);
      });
      box.appendChild(ol);
      if (s.note) {
        var p = document.createElement('p');
        p.textContent = s.note;
        box.appendChild(p);
      }
    });
})();
