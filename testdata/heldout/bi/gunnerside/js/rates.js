// rates.js - notice prices, worked out from data/rates.json.
// The amounts in words come from to-words (en-GB build), so that people
// paying by cheque can copy them.
(function () {
  var toWords = new ToWords();
  function pounds(p) { return '\u00a3' + (p / 100).toFixed(2); }
  fetch('../data/rates.json').then(function (r) { return r.json(); }).then(function (data) {
    var html = '<table class="plain rates"><tr><th>Rate</th><th>Notice</th><th>Price</th><th>In words, for your cheque</th></tr>';
    data.rates.forEach(function (rate) {
      rate.examples.forEach(function (words) {
        var extra = Math.max(0, words - data.minimum_words);
        var pence = rate.first20 + extra * rate.per_word;
        html += '<tr><td>' + rate.name + '</td><td>' + words + ' words</td><td>' + pounds(pence) +
          '</td><td>' + toWords.convert(pence / 100, { currency: true }) + '</td></tr>';
      });
    });
    html += '</table><p>A photograph with a family notice adds ' + pounds(data.photo) +
      ' (' + toWords.convert(data.photo / 100, { currency: true }) + ').</p>';
    document.getElementById('rates').innerHTML = html;
  });
})();
