/* Tasting box pages: the box list lives in data/boxes.json (boxes, what
   goes in each, and the cheeses), which Ellen edits when Margaret changes
   a box. It is loaded into a little LokiJS database so the page can look
   up the box named in data-box and join its contents to the cheeses. */
(function () {
  var el = document.getElementById('box');
  if (!el) return;
  var id = el.getAttribute('data-box');
  var WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven'];

  function kilos(g) {
    return (g / 1000).toFixed(2).replace(/0+$/, '').replace(/\.$/, '');
  }
  function add(parent, tag, text) {
    var n = document.createElement(tag);
    if (text != null) n.textContent = text;
    parent.appendChild(n);
    return n;
  }

  fetch('../data/boxes.json')
    .then(function (res) { return res.json(); })
    .then(function (data) {
      var db = new loki('dairy.db');
      var boxes = db.addCollection('boxes', { unique: ['id'] });
      var contents = db.addCollection('contents', { indices: ['box'] });
      var cheeses = db.addCollection('cheeses', { unique: ['slug'] });
      boxes.insert(data.boxes);
      contents.insert(data.contents);
      cheeses.insert(data.cheeses);

      var box = boxes.by('id', id);
      el.innerHTML = '';
      if (!box) {
        add(el, 'p', 'Sorry, this box is not available at the moment.');
        return;
      }
      var items = contents.chain().find({ box: id }).compoundsort([['grams', true], 'cheese']).data();
      var grams = items.reduce(function (t, c) { return t + c.grams; }, 0);

      add(el, 'p', box.name + ' holds ' + WORDS[items.length] + ' cheeses, ' + kilos(grams) +
        ' kg in all, and serves ' + box.serves + '. We put it together for ' + box.occasion + '.');

      var table = add(el, 'table');
      table.className = 'plain';
      var tr = add(table, 'tr');
      ['Cheese', 'Milk', 'Age', 'Weight'].forEach(function (h) { add(tr, 'th', h); });
      items.forEach(function (c) {
        var ch = cheeses.by('slug', c.cheese);
        var row = add(table, 'tr');
        var a = add(add(row, 'td'), 'a', ch.name);
        a.href = '../cheeses/' + ch.slug + '.html';
        add(row, 'td', ch.milk);
        add(row, 'td', ch.age);
        add(row, 'td', c.grams + ' g');
      });
      if (box.pairing) add(el, 'p', box.pairing);
      add(el, 'p', '\u00a3' + box.price.toFixed(2) + ' including postage and packing.').className = 'price';
    })
    .catch(function (err) {
      el.innerHTML = '';
      add(el, 'p', 'The list of cheeses could not be loaded. Please ring the shop.');
      if (window.console) console.log(err);
    });
})();
