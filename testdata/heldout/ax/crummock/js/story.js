/* story.js - "since we went to press" notes on news stories.
 * The printed Courier can't be corrected once it's through the letterbox,
 * but the website can. Updates and corrections live in data/updates.json,
 * one list per story, keyed by the story's file name (the slug the editor
 * gives it when it goes in the paper). Most stories never get one. */
(function () {
  'use strict';

  var box = document.querySelector('.since-press');
  if (!box) return;

  var slug = location.pathname.split('/').pop().replace(/\.html?$/, '');
  var day = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'
  });

  function el(tag, cls, text) {
    var node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text != null) node.textContent = text;
    return node;
  }

  fetch('/data/updates.json', { credentials: 'same-origin' })
    .then(function (res) {
      if (!res.ok) throw new Error('updates.json: ' + res.status);
      return res.json();
    })
    .then(function (all) {
      var notes = Object.prototype.hasOwnProperty.call(all, slug) ? all[slug] : null;
      if (!notes || !notes.length) return;
      var frag = document.createDocumentFragment();
      frag.appendChild(el('h2', null, 'Since we went to press'));
      notes
        .slice()
        .sort(function (a, b) { return a.date < b.date ? -1 : 1; })
        .forEach(function (n) {
          var label = (n.kind === 'correction' ? 'Correction' : 'Update') + ', ' +
            day.format(new Date(n.date + 'T12:00:00Z')) + ':';
          var p = el('p', 'note note-' + n.kind);
          p.appendChild(el('strong', null, label));
          p.appendChild(document.createTextNode(' ' + n.text));
          frag.appendChild(p);
        });
      box.appendChild(frag);
      box.classList.add('has-notes');
    })
    .catch(function (err) {
      if (window.console) console.warn(err);
    });
})();
