// appeal totals: broadcast on a BroadcastChannel, picked up by a second channel and passed on by an Emittery bus
(function () {
  var which = document.body.getAttribute('data-appeal');
  var out = document.getElementById('appeal-total');
  function money(n) { return '\u00a3' + String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ','); }
  import('emittery').then(function (m) {
    var bus = new m.default();
    bus.on('total', function (ev) {
      var a = ev.data;
      var p = document.createElement('p');
      p.className = 'total';
      p.textContent = 'Raised so far: ' + money(a.raised) + ' of the ' + money(a.target) + ' needed for ' + a.what + '.';
      out.appendChild(p);
    });
    var rx = new BroadcastChannel('tregarrow-appeals');
    rx.onmessage = function (e) { if (e.data.appeal === which) bus.emit('total', e.data); };
    var tx = new BroadcastChannel('tregarrow-appeals');
    fetch('/data/appeals.json').then(function (r) { return r.json(); }).then(function (all) {
      all.forEach(function (a) { tx.postMessage(a); });
    });
  });
})();
