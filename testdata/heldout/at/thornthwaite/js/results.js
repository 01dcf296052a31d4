/* results.js
   results.json is one entry per round, in the same order as the list on
   results/index.html, so find where this page sits in that list. Rounds
   run by other clubs or not written up yet are null. */
(function () {
  var me = location.pathname;
  fetch('/results/index.html').then(function (r) { return r.text(); }).then(function (src) {
    var doc = new DOMParser().parseFromString(src, 'text/html');
    var links = Array.from(doc.querySelectorAll('ol.index-list a'));
    var n = links.findIndex(function (a) { return a.getAttribute('href') === me; });
    if (n < 0) return;
    return fetch('/data/results.json').then(function (r) { return r.json(); }).then(function (all) {
      var res = all[n];
      if (!res) return;
      var div = document.getElementById('round-report');
      var h = document.createElement('h2');
      h.textContent = 'Race report';
      var p = document.createElement('p');
      p.textContent = res.report;
      var ol = document.createElement('ol');
      res.top.forEach(function (line) {
        var li = document.createElement('li');
        li.textContent = line;
        ol.appendChild(li);
      });
      div.append(h, p, ol);
    });
  });
})();
