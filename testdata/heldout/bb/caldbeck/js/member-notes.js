/* Club milestones on a member's page.
 *
 * The secretary keeps /data/milestones.json: club number -> list of
 * {date, text}. It covers every member, with or without a page here, and
 * most members have nothing in it. The club number is read from the
 * profile's facts list.
 */
(function () {
  'use strict';

  var facts = document.querySelector('dl.profile-facts');
  if (!facts) return;
  var number = null;
  facts.querySelectorAll('dt').forEach(function (dt) {
    if (dt.textContent.trim().toLowerCase() === 'club number') {
      var dd = dt.nextElementSibling;
      if (dd) number = dd.textContent.trim();
    }
  });
  if (!number) return;

  var MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
    'August', 'September', 'October', 'November', 'December'];
  var stamp = tinydate('{D} {MMMM} {YYYY}', {
    D: function (d) { return d.getDate(); },
    MMMM: function (d) { return MONTHS[d.getMonth()]; }
  });

  fetch('/data/milestones.json')
    .then(function (res) { return res.json(); })
    .then(function (all) {
      var list = all[number];
      if (!list || !list.length) return;
      var section = document.createElement('section');
      section.className = 'milestones';
      var h = document.createElement('h2');
      h.textContent = 'Club milestones';
      section.appendChild(h);
      var ul = document.createElement('ul');
      list.slice().sort(function (a, b) { return a.date < b.date ? 1 : -1; }).forEach(function (m) {
        var p = m.date.split('-');
        var li = document.createElement('li');
        var t = document.createElement('time');
        t.dateTime = m.date;
        t.textContent = stamp(new Date(+p[0], +p[1] - 1, +p[2]));
        li.appendChild(t);
        li.appendChild(document.createTextNode(': ' + m.text + '.'));
        ul.appendChild(li);
      });
      section.appendChild(ul);
      facts.insertAdjacentElement('afterend', section);
    })
    .catch(function (err) { console.warn('milestones unavailable', err); });
})();
