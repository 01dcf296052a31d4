(function () {
  var P = Parsimmon;
  var sep = P.regexp(/[ \t]*\|[ \t]*/);
  var num = P.regexp(/\d+(\.\d+)?/).map(Number);
  var eol = P.regexp(/[ \t]*(\r?\n|$)/);
  var header = P.seqObj(['code', P.regexp(/[A-Z]+-\d+/)], sep, ['grade', P.regexp(/[A-D]/)], sep,
    ['km', num], P.string(' km'), sep, ['ascent', num], P.string(' m'), eol);
  var leg = P.seqObj(P.regexp(/[ \t]+>[ \t]*/), ['desc', P.regexp(/[^|\n]+/).map(function (s) { return s.trim(); })], sep,
    ['km', num], P.string(' km'), sep, ['min', num], P.string(' min'), eol);
  var route = P.seqObj(['head', header], ['legs', leg.many()]);
  var junk = P.alt(P.regexp(/;[^\n]*\n?/), P.regexp(/[ \t]*\n/)).result(null);
  var file = P.alt(route, junk).many().map(function (xs) { return xs.filter(Boolean); });

  var cell = Array.prototype.find.call(document.querySelectorAll('table.facts th'), function (th) { return th.textContent.trim() === 'Route card'; });
  if (!cell) return;
  var code = cell.nextElementSibling.textContent.trim();
  fetch('/data/routes.txt').then(function (r) { return r.text(); }).then(function (txt) {
    var res = file.parse(txt);
    if (!res.status) { console.warn('route cards', res); return; }
    var card = res.value.filter(function (r) { return r.head.code === code; })[0];
    if (!card) return;
    var total = card.legs.reduce(function (s, l) { return s + l.min; }, 0);
    var box = document.getElementById('route-card');
    var h = document.createElement('h2'); h.textContent = 'Route card ' + code;
    var p = document.createElement('p');
    p.textContent = 'Allow ' + Math.floor(total / 60) + ' hours ' + (total % 60) + ' minutes for ' + card.head.km + ' km and ' + card.head.ascent + ' m of ascent, plus time for lunch.';
    var ol = document.createElement('ol');
    card.legs.forEach(function (l) {
      var li = document.createElement('li');
      li.textContent = l.desc + ', ' + l.km + ' km, about ' + l.min + ' minutes';
      ol.appendChild(li);
    });
    box.append(h, p, ol);
  });
})();
