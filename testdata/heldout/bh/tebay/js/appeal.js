/* appeal.js - the appeal total. The treasurer updates data/appeal.json after
   each banking; this adds it up so the page always matches. */
(function () {
  var box = document.getElementById('appeal-progress');
  function pounds(n) { return '\u00a3' + String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ','); }
  fetch('../data/appeal.json')
    .then(function (r) { return r.json(); })
    .then(function (a) {
      var raised = a.sources.reduce(function (s, x) { return s + x.amount; }, 0);
      var pct = Math.floor(raised / a.target * 100);
      var html = '<div class="bar"><span style="width:' + pct + '%"></span></div>';
      html += '<p class="total">By ' + a.updated + ' we had raised ' + pounds(raised) + ' of the ' + pounds(a.target) +
        ' we need, which is ' + n2words.enGB(pct) + ' per cent of the way there. We still need ' +
        pounds(a.target - raised) + '.</p>';
      html += '<table class="figures"><thead><tr><th>Where it came from</th><th>Amount</th></tr></thead><tbody>';
      a.sources.forEach(function (s) {
        html += '<tr><td>' + s.name + '</td><td>' + pounds(s.amount) + '</td></tr>';
      });
      html += '</tbody></table>';
      box.innerHTML = html;
    });
})();
