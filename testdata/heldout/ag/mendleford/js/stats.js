// running totals arrive by JSONP; a Comlink service on one end of a MessageChannel turns them into sentences
(function () {
  var out = document.getElementById('totals');
  function fmt(n) { return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ','); }
  window.mendTotals = function (t) {
    var ch = new MessageChannel();
    Comlink.expose({
      headline: function () { return 'Since ' + t.since + ' the caf\u00e9 has kept ' + fmt(t.kg) + ' kg out of the bin.'; },
      counts: function () { return fmt(t.mended) + ' items mended out of ' + fmt(t.brought) + ' brought in over ' + t.cafes + ' caf\u00e9s.'; },
      kinds: function () { return t.kinds.map(function (k) { return k[0] + ': ' + fmt(k[1]); }); },
      story: function () { return t.story; }
    }, ch.port1);
    var api = Comlink.wrap(ch.port2);
    Promise.all([api.headline(), api.counts(), api.kinds(), api.story()]).then(function (r) {
      var h = document.createElement('p'); h.className = 'big'; h.textContent = r[0];
      var c = document.createElement('p'); c.textContent = r[1];
      var ul = document.createElement('ul');
      r[2].forEach(function (k) { var li = document.createElement('li'); li.textContent = k; ul.appendChild(li); });
      var p = document.createElement('p'); var a = document.createElement('a');
      a.href = r[3].href; a.textContent = r[3].text; p.appendChild(a);
      [h, c, ul, p].forEach(function (n) { out.appendChild(n); });
    });
  };
  var s = document.createElement('script');
  s.src = '/data/totals.js';
  document.body.appendChild(s);
})();
