/* Notices on the stockist pages, from James's van round sheet
   (data/van-rounds.tsv, saved as tab-separated text from the spreadsheet).
   The "Area" column is the page's file name, e.g. dent for dent.html. */
(function () {
  var holder = document.getElementById('round-notices');
  if (!holder) return;
  var area = location.pathname.split('/').pop().replace(/\.html?$/, '');

  fetch('../data/van-rounds.tsv')
    .then(function (res) { return res.text(); })
    .then(function (text) {
      var lines = text.split(/\r?\n/).filter(function (l) { return l.trim() !== ''; });
      var head = lines.shift().split('\t');
      var A = head.indexOf('Area'), N = head.indexOf('Notice');
      var notices = lines.map(function (l) { return l.split('\t'); })
        .filter(function (c) { return c[A] === area && c[N] && c[N].trim() !== ''; });
      if (!notices.length) return;
      var box = document.createElement('div');
      box.className = 'notices';
      var h = document.createElement('h2');
      h.textContent = 'Notices';
      box.appendChild(h);
      notices.forEach(function (c) {
        var p = document.createElement('p');
        p.textContent = c[N];
        box.appendChild(p);
      });
      holder.appendChild(box);
    });
})();
