/* The oral history catalogue (data/voices.json) is kept by the archive team.
   On /archive/ it lists every recording; on a recording's own page it fills
   in the recording details and "More voices". */
(function () {
  'use strict';
  var list = document.getElementById('voices-list');
  var details = document.getElementById('recording-details');
  var more = document.getElementById('more-voices');
  if (!list && !details && !more) return;

  function item(v) {
    return '<li><a href="' + v.page + '">' + SCT.esc(v.name) + '</a>' +
      ' <span class="meta">born ' + v.born + ', recorded ' + SCT.shortDate(v.recorded) + '</span>' +
      '<p class="summary">' + SCT.esc(v.summary) + '</p></li>';
  }

  fetch('/data/voices.json')
    .then(function (r) { return r.json(); })
    .then(function (cat) {
      var voices = cat.recordings;
      if (list) {
        list.innerHTML = voices.map(item).join('');
      }
      var me = voices.filter(function (v) { return v.page === location.pathname; })[0];
      if (details && me) {
        details.innerHTML = '<p>Recorded on ' + SCT.shortDate(me.recorded) + ' at ' + SCT.esc(me.place) +
          ' by ' + SCT.esc(me.interviewer) + '. Running time ' + me.minutes + ' minutes. ' +
          'Archive reference ' + SCT.esc(me.ref) + '.</p>';
      }
      if (more) {
        var others = voices.filter(function (v) { return v !== me; });
        more.innerHTML = '<h2>More voices from the archive</h2><ul class="voices">' + others.map(item).join('') + '</ul>';
      }
    });
})();
