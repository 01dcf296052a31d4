// This year's weekends away, one card each cloned from <template id="trip-card">.
(function () {
  var tpl = document.getElementById('trip-card');
  var list = document.getElementById('trips');
  if (!tpl || !list) return;
  Papa.parse('/data/trips.csv', {
    download: true, header: true, skipEmptyLines: true,
    complete: function (res) {
      res.data.forEach(function (t) {
        var card = tpl.content.cloneNode(true);
        var a = card.querySelector('a');
        a.textContent = t.title;
        if (t.page === 'yes') a.href = '/trips/' + t.slug + '.html';
        else a.removeAttribute('href');
        card.querySelector('.when').textContent = t.dates + ', ' + t.nights + ' nights at ' + t.place + '.';
        card.querySelector('.cost').textContent = '£' + t.cost + ' each, with the minibus and shared food' +
          (t.page === 'yes' ? '.' : '; details to follow.');
        list.appendChild(card);
      });
    }
  });
})();
