/* diary-later.js - Hannah likes to add a "later" note to a diary entry
   instead of changing it. The notes live in data/diary-later.json under
   the date of the entry (the datetime of the <time> at the top). */
(function () {
  var t = document.querySelector('p.date time');
  if (!t) return;
  var key = t.getAttribute('datetime');
  fetch('../data/diary-later.json')
    .then(function (r) { return r.json(); })
    .then(function (all) {
      var e = all[key];
      if (!e || !e.later) return;
      var added = e.added ? dateFormat(new Date(e.added + 'T12:00:00Z'), 'UTC:d mmmm yyyy') + ': ' : '';
      $('#later').html('<div class="later"><h2>Added later</h2><p><em>' + added + '</em>' + e.later + '</p></div>');
    });
})();
