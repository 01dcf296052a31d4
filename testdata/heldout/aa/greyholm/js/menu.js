var menuGrammar = ohm.grammar(String.raw`
Menu {
  Doc = Section*
  Section = "[" name "]" Item*
  Item = word "|" text "|" price
  name = (~"]" any)+
  word = letter+
  text = (~"|" ~"\n" any)+
  price = digit+ "." digit digit
  space += comment
  comment = "#" (~"\n" any)*
}`);
var menuSemantics = menuGrammar.createSemantics().addOperation('build', {
  Doc: function (sections) { return sections.children.map(function (s) { return s.build(); }); },
  Section: function (_o, name, _c, items) { return { name: name.sourceString, items: items.children.map(function (i) { return i.build(); }) }; },
  Item: function (word, _a, text, _b, price) { return { romaji: word.sourceString, text: text.sourceString.trim(), price: price.sourceString }; }
});
document.addEventListener('DOMContentLoaded', function () {
  var src = document.getElementById('menu-src').textContent;
  var m = menuGrammar.match(src);
  if (m.failed()) { console.warn(m.message); return; }
  var out = document.getElementById('menu-out');
  menuSemantics(m).build().forEach(function (sec) {
    var h = document.createElement('h2'); h.textContent = sec.name; out.appendChild(h);
    var dl = document.createElement('dl');
    sec.items.forEach(function (it) {
      var dt = document.createElement('dt');
      dt.textContent = it.romaji.charAt(0).toUpperCase() + it.romaji.slice(1) + ' (' + wanakana.toHiragana(it.romaji) + ') £' + it.price;
      var dd = document.createElement('dd'); dd.textContent = it.text.charAt(0).toUpperCase() + it.text.slice(1) + '.';
      dl.append(dt, dd);
    });
    out.appendChild(dl);
  });
});
