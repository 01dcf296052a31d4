// access.js - shows any bird nesting restriction on a crag's page.
// Sue keeps the restrictions in data/access-notes.xml, one <crag> per crag, found
// here by the grid reference printed in the approach notes (spaces don't matter).
(function () {
  var gr = document.querySelector('#content .gridref');
  if (!gr) return;
  var ref = gr.textContent.replace(/\s+/g, '').toUpperCase();
  var months = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
    'August', 'September', 'October', 'November', 'December'];

  function nice(iso) { // 2025-02-15 -> 15 February 2025
    var p = iso.split('-');
    return parseInt(p[2], 10) + ' ' + months[parseInt(p[1], 10) - 1] + ' ' + p[0];
  }

  fetch('../data/access-notes.xml')
    .then(function (r) { return r.text(); })
    .then(function (text) {
      var doc = new DOMParser().parseFromString(text, 'application/xml');
      var crags = doc.getElementsByTagName('crag');
      for (var i = 0; i < crags.length; i++) {
        if (crags[i].getAttribute('gridref') !== ref) continue;
        var rs = crags[i].getElementsByTagName('restriction');
        for (var j = 0; j < rs.length; j++) {
          var r = rs[j];
          if (r.getAttribute('status') === 'lifted') continue;
          var box = document.createElement('div');
          box.className = 'restriction';
          var h = document.createElement('h2');
          h.textContent = 'Bird nesting restriction (' + r.getAttribute('species') + ')';
          var p = document.createElement('p');
          p.textContent = r.textContent;
          var when = document.createElement('p');
          when.className = 'small';
          when.textContent = 'Agreed with the landowner and the National Park from ' +
            nice(r.getAttribute('from')) + ' to ' + nice(r.getAttribute('to')) +
            '. Questions to Sue Halliwell, access rep.';
          box.appendChild(h); box.appendChild(p); box.appendChild(when);
          var at = document.getElementById('approach');
          at.parentNode.insertBefore(box, at);
        }
      }
    });
})();
