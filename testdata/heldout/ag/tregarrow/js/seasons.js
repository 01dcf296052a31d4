// lifeguard seasons: one end of a MessageChannel answers, the other asks and draws
(function () {
  var out = document.getElementById('seasons');
  var MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  var ch = new MessageChannel();
  ch.port1.onmessage = function (e) {
    if (e.data && e.data.ask === 'seasons') {
      fetch('/data/seasons.json').then(function (r) { return r.json(); }).then(function (rows) { ch.port1.postMessage({ rows: rows }); });
    }
  };
  ch.port2.onmessage = function (e) {
    var ul = document.createElement('ul');
    e.data.rows.forEach(function (s) {
      var li = document.createElement('li');
      li.textContent = s.beach + ' beach has lifeguards every day from ' + s.from[0] + ' ' + MONTHS[s.from[1] - 1] + ' to ' + s.to[0] + ' ' + MONTHS[s.to[1] - 1] + ', ' + s.hours + '.';
      ul.appendChild(li);
    });
    out.appendChild(ul);
  };
  ch.port2.postMessage({ ask: 'seasons' });
})();
