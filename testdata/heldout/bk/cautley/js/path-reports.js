// path-reports.js - puts Rob's path notes on a walk page.
// The walk is matched by the grid reference in the "Start" line of the
// facts list, e.g. "SD 702 978", against data/path-reports.xml.
(function () {
  var box = document.getElementById('path-report');
  if (!box) return;
  var start = null;
  var dts = document.querySelectorAll('dl.walk-facts dt');
  for (var i = 0; i < dts.length; i++) {
    if (dts[i].textContent.trim() === 'Start') {
      var m = /SD\s*(\d{3})\s*(\d{3})/.exec(dts[i].nextElementSibling.textContent);
      if (m) start = 'SD' + m[1] + m[2];
    }
  }
  if (!start) return;
  var labels = { care: 'Take care', diversion: 'Diversion', closed: 'Path closed' };
  var months = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
    'August', 'September', 'October', 'November', 'December'];
  var me = document.currentScript ? document.currentScript.src : 'js/path-reports.js';
  var url = me.replace(/js\/path-reports\.js.*$/, 'data/path-reports.xml');

  var req = new XMLHttpRequest();
  req.open('GET', url);
  req.onload = function () {
    var xml = req.responseXML || new DOMParser().parseFromString(req.responseText, 'application/xml');
    var reports = xml.getElementsByTagName('report');
    for (var i = 0; i < reports.length; i++) {
      var r = reports[i];
      if (r.getAttribute('start') !== start) continue;
      var status = r.getAttribute('status');
      var note = r.getElementsByTagName('note')[0];
      if (status === 'clear' || !note || !note.textContent.trim()) return;
      var p = r.getAttribute('checked').split('-');
      var when = parseInt(p[2], 10) + ' ' + months[parseInt(p[1], 10) - 1] + ' ' + p[0];
      var div = document.createElement('div');
      div.className = 'report report-' + status;
      var h = document.createElement('h2');
      h.textContent = 'Path notes: ' + (labels[status] || status);
      var t = document.createElement('p');
      t.textContent = note.textContent.trim();
      var s = document.createElement('p');
      s.className = 'small';
      s.textContent = 'Reported by ' + (r.getAttribute('by') || 'a guest') + ', ' + when + '.';
      div.appendChild(h);
      div.appendChild(t);
      div.appendChild(s);
      box.appendChild(div);
      return;
    }
  };
  req.send();
})();
