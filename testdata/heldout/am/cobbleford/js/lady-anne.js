// Overhaul progress: the engine's record names its boiler, the boiler's
// record names the current overhaul, and the overhaul has the news.
(function () {
  var box = document.getElementById('overhaul');
  axios.get('/data/locos/lady-anne.json')
    .then(function (res) { return axios.get(res.data.boiler_record); })
    .then(function (res) { return axios.get(res.data.current_overhaul); })
    .then(function (res) {
      var o = res.data;
      var h = document.createElement('h2');
      h.textContent = o.heading;
      box.appendChild(h);
      o.entries.forEach(function (e) {
        var p = document.createElement('p');
        var b = document.createElement('strong');
        b.textContent = e.month + '. ';
        p.appendChild(b);
        p.appendChild(document.createTextNode(e.text));
        box.appendChild(p);
      });
    });
})();
