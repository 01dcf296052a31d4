/* results.js - every contest page is built from data/results.xml.
   The page's file name (2024-regional.html) is the contest's id in the XML.
   I have kept the results in that XML file since the first version of the
   site in 2008; the browser reads it with DOMParser. NH */
(function () {
  var box = document.getElementById('result');
  if (!box) return;
  var id = location.pathname.split('/').pop().replace(/\.html?$/, '');

  function ordinal(n) {
    var s = ['th', 'st', 'nd', 'rd'], v = n % 100;
    return n + (s[(v - 20) % 10] || s[v] || s[0]);
  }
  function esc(t) {
    return String(t).replace(/&/g, '&amp;').replace(/</g, '&lt;');
  }
  function text(el, tag) {
    var n = el.getElementsByTagName(tag)[0];
    return n ? n.textContent.trim() : '';
  }
  function longDate(iso) {
    var months = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
      'August', 'September', 'October', 'November', 'December'];
    var p = iso.split('-');
    return parseInt(p[2], 10) + ' ' + months[parseInt(p[1], 10) - 1] + ' ' + p[0];
  }

  fetch('../data/results.xml')
    .then(function (r) { return r.text(); })
    .then(function (xml) {
      var doc = new DOMParser().parseFromString(xml, 'application/xml');
      var us = doc.documentElement.getAttribute('band');
      var contest = null;
      var all = doc.getElementsByTagName('contest');
      for (var i = 0; i < all.length; i++) {
        if (all[i].getAttribute('id') === id) contest = all[i];
      }
      if (!contest) {
        box.innerHTML = '<p>No result has been entered for this contest yet.</p>';
        return;
      }

      var piece = contest.getElementsByTagName('testpiece')[0];
      var adjudicators = Array.prototype.map.call(
        contest.getElementsByTagName('adjudicator'),
        function (a) { return a.textContent.trim(); });
      var placings = Array.prototype.map.call(
        contest.getElementsByTagName('placing'),
        function (p) {
          return {
            pos: parseInt(p.getAttribute('pos'), 10),
            band: p.getAttribute('band'),
            draw: parseInt(p.getAttribute('draw'), 10),
            points: parseInt(p.getAttribute('points'), 10)
          };
        }).sort(function (a, b) { return a.pos - b.pos; });
      var ours = placings.filter(function (p) { return p.band === us; })[0];

      var html = '<dl class="facts">' +
        '<dt>Date</dt><dd>' + longDate(text(contest, 'date')) + '</dd>' +
        '<dt>Venue</dt><dd>' + esc(text(contest, 'venue')) + '</dd>' +
        '<dt>Test piece</dt><dd>' + esc(piece.textContent.trim()) + ' (' +
          esc(piece.getAttribute('composer')) + ')</dd>' +
        '<dt>Adjudicator' + (adjudicators.length > 1 ? 's' : '') + '</dt><dd>' +
          esc(adjudicators.join(' and ')) + '</dd>' +
        '</dl>';

      if (ours) {
        html += '<p class="result-line">' + esc(us) + ' were placed ' + ordinal(ours.pos) +
          ' of ' + placings.length + ' bands with ' + ours.points + ' points, playing ' +
          esc(piece.textContent.trim()) + ' under ' + esc(text(contest, 'conductor')) +
          ' (drawn ' + ordinal(ours.draw) + ' to play).</p>';
      }
      var remark = text(contest, 'remark');
      if (remark) html += '<p class="remark">' + esc(remark) + '</p>';

      var prizes = contest.getElementsByTagName('prize');
      for (var k = 0; k < prizes.length; k++) {
        html += '<p class="prize">Also won: ' + esc(prizes[k].textContent.trim()) + '.</p>';
      }

      html += '<h2>Full results</h2><table><thead><tr><th class="num">Place</th>' +
        '<th>Band</th><th class="num">Draw</th><th class="num">Points</th></tr></thead><tbody>';
      placings.forEach(function (p) {
        html += '<tr' + (p.band === us ? ' class="us"' : '') + '><td class="num">' + p.pos +
          '</td><td>' + esc(p.band) + '</td><td class="num">' + p.draw +
          '</td><td class="num">' + p.points + '</td></tr>';
      });
      html += '</tbody></table>';
      box.innerHTML = html;
    });
})();
