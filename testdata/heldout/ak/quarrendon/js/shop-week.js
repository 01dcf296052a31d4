// This week's finds for the shop. The shop's code is a class of the body
// ("shop-uph"); the finds of every shop are newline-delimited JSON, one
// line a shop, rendered with Squirrelly.
(function () {
  var code = null;
  document.body.classList.forEach(function (c) {
    var m = /^shop-([a-z]{3})$/.exec(c);
    if (m) code = m[1];
  });
  var box = document.querySelector('.shop-week');
  if (!code || !box) return;
  var template = '<h2>In the shop this week</h2><ul>{{@each(it.items) => item}}<li>{{item}}</li>{{/each}}</ul><p>{{it.note}}</p>';
  fetch('/data/shop-week.ndjson')
    .then(function (r) { return r.text(); })
    .then(function (text) {
      var rows = text.split('\n').filter(Boolean).map(function (l) { return JSON.parse(l); });
      var row = rows.filter(function (r) { return r.shop === code; })[0];
      if (!row) return;
      box.innerHTML = Sqrl.render(template, row);
    });
})();
