/* stock.js - what is on the uniform rail, from Ruth's count (data/uniform-stock.tsv,
   copied straight out of her spreadsheet, so it is tab-separated). NH */
(function () {
  var out = document.getElementById('stock');
  if (!out) return;
  fetch('../data/uniform-stock.tsv')
    .then(function (r) { return r.text(); })
    .then(function (text) {
      var lines = text.replace(/\r/g, '').trim().split('\n');
      var head = lines.shift().split('\t');
      var groups = {}, order = [], total = 0;
      lines.forEach(function (l) {
        var c = l.split('\t'), o = {};
        head.forEach(function (h, i) { o[h] = c[i]; });
        var n = parseInt(o.count, 10) || 0;
        if (!n) return;
        var g = o.item + ' (' + o.colour + ')';
        if (!groups[g]) { groups[g] = []; order.push(g); }
        groups[g].push(o.size + ' \u00d7 ' + n);
        total += n;
      });
      var html = '<p class="summary">There are ' + total + ' things on the rail at the last count, in ' +
        order.length + ' kinds of uniform.</p><ul class="stock">';
      order.forEach(function (g) {
        html += '<li><strong>' + g + ':</strong> ' + groups[g].join(', ') + '</li>';
      });
      out.innerHTML = html + '</ul>';
    });
})();
