// The latest path report for this route (data/path-reports.csv, keyed by
// the route code in <meta name="route">). Routes with no report this
// season are left as they are. Also remembers, for this browser session,
// that the visitor looked at this route (the home page lists them).
(function () {
  var meta = document.querySelector('meta[name="route"]');
  var box = document.querySelector('.path-report');
  if (!meta || !box) return;
  var code = meta.getAttribute('content');
  var slug = location.pathname.replace(/^.*\//, '').replace(/\.html$/, '');
  try {
    var recent = store.session.get('carrow.recent') || [];
    recent = recent.filter(function (r) { return r.slug !== slug; });
    recent.push({ slug: slug, title: document.querySelector('h1').textContent });
    store.session.set('carrow.recent', recent.slice(-6));
  } catch (e) {}

  Papa.parse('/data/path-reports.csv', {
    download: true, header: true, skipEmptyLines: true,
    complete: function (res) {
      var rep = res.data.filter(function (r) { return r.route === code; })[0];
      if (!rep) return;
      var p = document.createElement('p');
      var b = document.createElement('strong');
      b.textContent = 'Path report from ' + rep.by + ', ' + rep.date + ':';
      p.appendChild(b);
      p.appendChild(document.createTextNode(' ' + rep.note));
      box.appendChild(p);
    }
  });
})();
