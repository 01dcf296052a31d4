(function () {
  var grammar = ohm.grammar(String.raw`
LotRegister {
  File = Lot*
  Lot = "lot" digits "{" Field* "}"
  Field = key ":" Value
  Value = string | Steep | Price
  Steep = digits "C" digits "s"
  Price = decimal "/" digits "g"
  key = letter+
  digits = digit+
  decimal = digit+ "." digit+
  string = "\"" (~"\"" any)* "\""
  space += comment
  comment = "#" (~"\n" any)*
}`);
  var sem = grammar.createSemantics().addOperation('val', {
    File: function (lots) { var o = {}; lots.children.forEach(function (l) { var v = l.val(); o[v.lot] = v; }); return o; },
    Lot: function (_l, num, _o, fields, _c) { var o = { lot: num.sourceString }; fields.children.forEach(function (f) { var kv = f.val(); o[kv[0]] = kv[1]; }); return o; },
    Field: function (k, _c, v) { return [k.sourceString, v.val()]; },
    Steep: function (t, _c, s, _s) { return { temp: +t.sourceString, secs: +s.sourceString }; },
    Price: function (p, _sl, g, _g) { return { price: p.sourceString, grams: +g.sourceString }; },
    string: function (_q, chars, _q2) { return chars.sourceString; }
  });
  var box = document.querySelector('section.tea-notes');
  var cls = Array.prototype.find.call(box.classList, function (c) { return /^lot-\d+$/.test(c); });
  if (!cls) return;
  fetch('/data/lots.txt').then(function (r) { return r.text(); }).then(function (txt) {
    var m = grammar.match(txt);
    if (m.failed()) return;
    var lot = sem(m).val()[cls.slice(4)];
    if (!lot) return;
    var h1 = document.querySelector('h1[data-romaji]');
    var p = document.createElement('p');
    p.className = 'reading';
    p.textContent = 'In Japanese: ' + wanakana.toHiragana(h1.dataset.romaji) + ' (' + wanakana.toKatakana(h1.dataset.romaji) + ' on the tin).';
    var d = document.createElement('p');
    var how = lot.steep.secs ? 'steep at ' + lot.steep.temp + ' degrees for ' + lot.steep.secs + ' seconds' : 'whisk with water at ' + lot.steep.temp + ' degrees';
    d.textContent = 'Lot ' + lot.lot + ' comes from ' + lot.origin + ', ' + lot.picked + '. To brew it, ' + how + '. A ' + lot.price.grams + ' gram bag to take home costs £' + lot.price.price + '.';
    box.append(p, d);
  });
})();
