/* "Now in rehearsal" on a member's page, from the season's cast lists in /data/season.json.
   People are matched by the name in the page's heading, as it is written in the cast lists. */
(function () {
  'use strict';
  var out = document.getElementById('now-rehearsing');
  var h1 = document.querySelector('.member h1');
  if (!out || !h1) return;
  var name = h1.textContent.replace(/\s+/g, ' ').trim();
  var fmt = strftime.utc();

  function opening(iso) {
    var d = iso.split('-').map(Number);
    return fmt('%A %-d %B %Y', new Date(Date.UTC(d[0], d[1] - 1, d[2])));
  }
  function link(p) {
    var a = document.createElement('a');
    a.href = '/productions/' + p.slug + '.html';
    a.textContent = p.title;
    return a;
  }

  fetch('/data/season.json')
    .then(function (r) { return r.json(); })
    .then(function (season) {
      var items = [], changes = [];
      season.productions.forEach(function (p) {
        (p.cast || []).forEach(function (c) {
          if (c.name !== name) return;
          items.push({ what: 'Playing', part: c.role, p: p });
          if (c.replaces) changes.push({ c: c, p: p });
        });
        (p.crew || []).forEach(function (c) {
          if (c.name !== name) return;
          items.push({ what: c.job === 'Director' ? 'Directing' : c.job + ' for', part: '', p: p });
        });
      });
      if (!items.length) return;

      var h = document.createElement('h2');
      h.textContent = 'Now in rehearsal';
      out.append(h);

      changes.forEach(function (x) {
        var note = document.createElement('p');
        note.className = 'cast-change';
        var b = document.createElement('strong');
        b.textContent = 'Cast change:';
        note.append(b, ' ' + name + ' has taken over the part of ' + x.c.role + ' in ', link(x.p),
          ' from ' + x.c.replaces + '.' + (x.c.change ? ' ' + x.c.change : ''));
        out.append(note);
      });

      var ul = document.createElement('ul');
      items.forEach(function (it) {
        var li = document.createElement('li');
        if (it.part) {
          var s = document.createElement('strong');
          s.textContent = it.part;
          li.append(it.what + ' ', s, ' in ', link(it.p));
        } else {
          li.append(it.what + ' ', link(it.p));
        }
        li.append(', opening ' + opening(it.p.opens) + '.');
        ul.append(li);
      });
      out.append(ul);
    })
    .catch(function () { /* nothing to add */ });
})();
