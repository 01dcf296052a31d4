
function showTimes() {
  var cell = $('td.train-code');
  var ph = $('#tt-placeholder');
  if (!cell || !ph) return;
  var code = cell.textContent.trim();
  fetch('/data/specials.xml').then(function (r) { return r.text(); }).then(function (xml) {
    var doc = new DOMParser().parseFromString(xml, 'application/xml');
    var sp = doc.querySelector('special[code="' + code + '"]');
    if (!sp) { ph.textContent = 'No timetable has been published for this train yet.'; return; }
    var v = function (n) { return sp.querySelector(n).textContent; };
    var sec = $.create('div', { className: 'timetable', contents: [
      { tag: 'h2', contents: 'Timetable' },
      { tag: 'p', contents: 'Runs ' + v('day') + ', departing Pateley Bridge at ' + v('out') + ' and returning at ' + v('back') + '. Tickets cost ' + String.fromCharCode(163) + v('fare') + ' per person.' },
      { tag: 'p', contents: v('extra') }] });
    ph.replaceWith(sec);
  });
}
window.onload = function () { setTimeout(showTimes, 600); };
