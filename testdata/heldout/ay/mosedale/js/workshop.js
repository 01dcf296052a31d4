/* Workshop pages: the mechanics keep data/workshop-board.json up to date
   with anything a customer should know before booking a job (parts on
   back-order, turnaround, new equipment). Each page's booking form names
   its service; a note for that service, if there is one, goes above the
   form. */
(function () {
  'use strict';
  var field = document.querySelector('form.booking input[name="service"]');
  if (!field) return;
  var service = field.value;
  var dateFmt = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });

  fetch('/data/workshop-board.json', { cache: 'no-cache' })
    .then(function (r) { if (!r.ok) throw new Error(r.status); return r.json(); })
    .then(function (board) {
      var entry = (board.services || {})[service];
      if (!entry || !entry.note) return;
      var aside = document.createElement('aside');
      aside.className = 'board';
      var h = document.createElement('h2');
      h.textContent = 'From the workshop board';
      var note = document.createElement('p');
      note.textContent = entry.note;
      var sig = document.createElement('p');
      sig.className = 'board__sig';
      var d = entry.date.split('-');
      sig.textContent = entry.by + ', ' + dateFmt.format(new Date(Date.UTC(+d[0], +d[1] - 1, +d[2])));
      aside.append(h, note, sig);
      var section = field.form.closest('section') || field.form;
      section.parentNode.insertBefore(aside, section);
    })
    .catch(function () { /* nothing on the board */ });
})();
