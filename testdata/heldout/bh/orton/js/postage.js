/* postage.js - postage table from data/postage.json. BigNumber so that
   3 x 0.1 doesn't come out as 0.30000000000000004 again. */
(function () {
  var box = document.getElementById('postage');
  var LABEL = { '250': 'Up to 250 g', '500': 'Up to 500 g', '750': 'Up to 750 g', '1000': 'Up to 1 kg', '2000': 'Up to 2 kg' };

  fetch('../data/postage.json')
    .then(function (r) { return r.json(); })
    .then(function (data) {
      var pack = new BigNumber(data.packing);
      function cost(service, w) { return new BigNumber(service.prices[w]).plus(pack); }
      var second = data.services[0], first = data.services[1];

      var html = '<table class="postage"><thead><tr><th>Parcel weight</th><th>' + second.name +
        '</th><th>' + first.name + '</th></tr></thead><tbody>';
      Object.keys(LABEL).forEach(function (w) {
        html += '<tr><td>' + LABEL[w] + '</td><td>&pound;' + cost(second, w).toFixed(2) +
          '</td><td>&pound;' + cost(first, w).toFixed(2) + '</td></tr>';
      });
      html += '</tbody></table>';
      html += '<p>A typical paperback of about 300 g costs &pound;' + cost(second, '500').toFixed(2) +
        ' to send second class, and a parcel of up to 2 kg costs &pound;' + cost(first, '2000').toFixed(2) +
        ' first class. Packing is included in every price.</p>';
      box.innerHTML = html;
    });
})();
