/* Crop pages: Tom's notes from the field.
   Tom keeps data/field-notes.json up to date from his phone (one entry
   per bed with a problem, removed when it is sorted). Each crop page
   names its beds in <span class="bed"> in the text; if any of them has a
   note, it goes at the top of the page. */
(function () {
  var DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  var MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
    'August', 'September', 'October', 'November', 'December'];

  function nice(iso) {
    var p = iso.split('-').map(Number);
    var d = new Date(Date.UTC(p[0], p[1] - 1, p[2]));
    return DAYS[d.getUTCDay()] + ' ' + p[2] + ' ' + MONTHS[p[1] - 1];
  }

  var beds = [];
  document.querySelectorAll('main .bed').forEach(function (el) {
    var b = el.textContent.trim().toUpperCase();
    if (beds.indexOf(b) < 0) beds.push(b);
  });
  if (!beds.length) return;

  fetch('/data/field-notes.json')
    .then(function (res) { return res.ok ? res.json() : { notes: [] }; })
    .then(function (data) {
      var mine = data.notes.filter(function (n) { return beds.indexOf(n.bed) >= 0; });
      if (!mine.length) return;
      var aside = document.createElement('aside');
      aside.className = 'notice field-note';
      var h = document.createElement('h2');
      h.textContent = 'From the field';
      aside.appendChild(h);
      mine.forEach(function (n) {
        var p = document.createElement('p');
        var when = document.createElement('strong');
        when.textContent = nice(n.date) + ', bed ' + n.bed + '. ';
        p.appendChild(when);
        p.appendChild(document.createTextNode(n.note));
        aside.appendChild(p);
      });
      var facts = document.querySelector('.crop-facts');
      facts.parentNode.insertBefore(aside, facts);
    })
    .catch(function () { /* no notes is fine */ });
})();
