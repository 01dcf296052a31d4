/* Machinery pages: open repair jobs from the maintenance log.
   Every part has a reference from the 2023 condition survey
   (the "Survey ref." line in the facts box). The millwrights' log
   is data/maintenance.json; jobs with no "closed" date are still open
   and we tell visitors what they'll find. */
(function () {
  var ref = null;
  var dts = document.querySelectorAll('.facts dt');
  for (var i = 0; i < dts.length; i++) {
    if (/survey ref/i.test(dts[i].textContent)) {
      ref = dts[i].nextElementSibling.textContent.trim();
    }
  }
  if (!ref) return;

  fetch('/data/maintenance.json')
    .then(function (r) { return r.json(); })
    .then(function (log) {
      var open = log.jobs.filter(function (j) { return j.ref === ref && !j.closed; });
      if (!open.length) return;
      var facts = document.querySelector('.facts');
      open.forEach(function (job) {
        var box = document.createElement('aside');
        box.className = 'notice work';
        box.innerHTML = '<h2>Work in progress</h2>';
        var p = document.createElement('p');
        p.textContent = job.work;
        box.appendChild(p);
        if (job.visitors) {
          var v = document.createElement('p');
          v.textContent = job.visitors;
          box.appendChild(v);
        }
        var since = document.createElement('p');
        since.className = 'ref';
        since.textContent = 'Job ' + job.job + ', opened ' + job.opened;
        box.appendChild(since);
        facts.parentNode.insertBefore(box, facts.nextSibling);
      });
    });
})();
