// The round is the selected option of the "Another round" list ("Round 11
// (Thursday)"); the changes to every round are one tab-separated file.
// Choosing another round goes to its page.
(function () {
  var select = document.querySelector('.round-switch select');
  var box = document.querySelector('.round-changes');
  if (!select || !box) return;
  select.addEventListener('change', function () { location.href = select.value; });
  var m = /Round (\d+)/.exec(select.options[select.selectedIndex].text);
  if (!m) return;
  var round = m[1];
  fetch('/data/round-changes.tsv')
    .then(function (r) { return r.text(); })
    .then(function (text) {
      var lines = text.trim().split('\n');
      var head = lines.shift().split('\t');
      var rows = lines.map(function (l) {
        var cells = l.split('\t'), o = {};
        head.forEach(function (h, i) { o[h] = cells[i]; });
        return o;
      }).filter(function (o) { return o.round === round; });
      if (!rows.length) return;
      var h = document.createElement('h2');
      h.textContent = 'Changes to this round';
      var table = document.createElement('table');
      rows.forEach(function (o) {
        var tr = table.insertRow();
        var th = document.createElement('th');
        th.textContent = o.change;
        tr.appendChild(th);
        tr.insertCell().textContent = o.detail;
      });
      box.append(h, table);
    });
})();
