// club-followup.js - anything added to the register after a meeting
// (data/club-register.tsv, follow_up column) appears under that meeting's notes.
// The meeting is found by the <time datetime> in the byline.
(function () {
  if (window.addBackToTop) addBackToTop({ diameter: 44, backgroundColor: '#7a1f2b' });
  var t = document.querySelector('.byline time');
  var box = document.querySelector('.followup');
  if (!t || !box) return;
  var date = t.getAttribute('datetime');
  fetch('../data/club-register.tsv').then(function (r) { return r.text(); }).then(function (text) {
    var lines = text.split('\n').filter(function (l) { return l && l.charAt(0) !== '#'; });
    var head = lines.shift().split('\t');
    var col = head.indexOf('follow_up');
    lines.forEach(function (l) {
      var f = l.split('\t');
      if (f[0] === date && f[col]) {
        box.innerHTML = '<h2>Added after the meeting</h2><p></p>';
        box.querySelector('p').textContent = f[col];
      }
    });
  });
})();
