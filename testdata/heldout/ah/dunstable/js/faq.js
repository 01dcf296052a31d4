// Fills each <details class="faq"> with its answer from data/faq.md
// (sections headed "## id"), converted with snarkdown.
(function () {
  var items = document.querySelectorAll('details.faq');
  if (!items.length) return;
  fetch('/data/faq.md').then(function (r) { return r.text(); }).then(function (md) {
    var answers = {};
    md.split(/^## +/m).forEach(function (part) {
      var nl = part.indexOf('\n');
      if (nl < 0) return;
      answers[part.slice(0, nl).trim()] = part.slice(nl + 1).trim();
    });
    Array.prototype.forEach.call(items, function (d) {
      var a = answers[d.getAttribute('data-q')];
      if (!a) return;
      d.querySelector('.answer').innerHTML = a.split(/\n{2,}/).map(function (para) {
        return '<p>' + snarkdown(para) + '</p>';
      }).join('');
    });
  });
})();
