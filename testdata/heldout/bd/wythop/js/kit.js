/* kit.js - on every band section page.
   Bill's instrument register (data/kit.json) says which band instruments are
   issued to whom. If one of the instruments this section plays is sitting in
   the store cupboard, say so on the section's page - it is how we find most
   of our returning players. The section's instruments are listed in
   data-instruments on <main>. */
(function () {
  var main = document.querySelector('main[data-instruments]');
  if (!main) return;
  var wanted = main.getAttribute('data-instruments').split(',').map(function (s) {
    return s.trim().toLowerCase();
  });

  fetch('../data/kit.json')
    .then(function (r) { return r.json(); })
    .then(function (kit) {
      var spare = kit.instruments.filter(function (item) {
        return wanted.indexOf(item.instrument.toLowerCase()) !== -1 &&
          item.status === 'In store' && !item.issued_to;
      });
      if (!spare.length) return;
      var box = document.createElement('div');
      box.className = 'notice';
      var html = '<strong>Instrument available</strong>';
      spare.forEach(function (item) {
        // "Euphonium" -> "euphonium", but "Eb Bass" -> "Eb bass"
        var name = /^(Eb|Bb) /.test(item.instrument) ?
          item.instrument.slice(0, 3) + item.instrument.slice(3).toLowerCase() :
          item.instrument.toLowerCase();
        html += '<p>The band owns a spare ' + item.make + ' ' + item.model + ' ' + name +
          ' (band no. ' + item.no + '), which is in the store cupboard at the Old School. ' +
          'It can be lent free of charge to a learner or a returning player: ask ' +
          kit.kept_by + ' at any rehearsal.</p>';
      });
      box.innerHTML = html;
      var h1 = main.querySelector('h1');
      h1.parentNode.insertBefore(box, h1.nextSibling);
    });
})();
