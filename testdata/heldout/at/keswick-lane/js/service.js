// service.js - Tom, March 2026
// each service page has a job code in a meta tag, the price list file has
// the "what's included" bits for the longer jobs
document.addEventListener('DOMContentLoaded', function () {
  var m = document.querySelector('meta[name="job-code"]');
  if (!m) return;
  var code = m.content;
  fetch('/data/services.json')
    .then(function (r) { return r.json(); })
    .then(function (all) {
      var job = all[code];
      if (!job) return; // short jobs, nothing to list
      var box = document.getElementById('service-extra');
      var out = '<section class="includes"><h2>What the service includes</h2><ul>';
      job.includes.forEach(function (x) { out += '<li>' + x + '</li>'; });
      out += '</ul><p>' + job.note + '</p></section>';
      box.innerHTML = out;
    })
    .catch(function (e) { console.log('no service list', e); });
});
