// Adds a "Places" column to the walk programme from data/places.csv.
(function () {
  var table = document.querySelector('table.programme');
  if (!table) return;
  function describe(r) {
    if (!r || !r.capacity) return 'No need to book';
    var cap = +r.capacity, left = cap - (+r.booked || 0);
    if (left <= 0) return +r.waiting > 0 ? 'Full, waiting list open' : 'Full';
    return left + ' of ' + cap + ' places left';
  }
  Papa.parse('/data/places.csv', {
    download: true, header: true, skipEmptyLines: true,
    complete: function (res) {
      var by = {};
      res.data.forEach(function (r) { by[r.walk] = r; });
      var th = document.createElement('th');
      th.textContent = 'Places';
      table.tHead.rows[0].appendChild(th);
      var rows = table.tBodies[0].rows;
      for (var i = 0; i < rows.length; i++) {
        var td = document.createElement('td');
        td.className = 'places';
        td.textContent = describe(by[rows[i].getAttribute('data-walk')]);
        rows[i].appendChild(td);
      }
    }
  });
})();
