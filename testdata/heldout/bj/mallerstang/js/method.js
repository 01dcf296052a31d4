/* method.js - draws a method sheet.  The page only has the method's name in
   its heading; the heading made into a slug finds the method in
   data/methods.json, and the changes are worked out here from the place
   notation, a lead at a time, until the bells come back to rounds. */
(function () {
  var sheet = document.getElementById('method-sheet');
  var h1 = document.querySelector('h1');
  if (!sheet || !h1) { return; }
  var slug = h1.textContent.trim().toLowerCase().replace(/'/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  var WORDS = { 4: 'four', 5: 'five', 6: 'six', 7: 'seven', 8: 'eight' };

  // "x16x16" -> ['x','16','x','16'];  "5.1.5" -> ['5','1','5']
  function changes(notation) {
    var out = [], cur = '', i, c;
    for (i = 0; i < notation.length; i++) {
      c = notation.charAt(i);
      if (c === 'x' || c === 'X' || c === '-') { if (cur) { out.push(cur); cur = ''; } out.push('x'); }
      else if (c === '.') { if (cur) { out.push(cur); cur = ''; } }
      else { cur += c; }
    }
    if (cur) { out.push(cur); }
    return out;
  }

  function apply(row, change, stage) {
    var places = change === 'x' ? '' : change, next = row.slice(), i = 1;
    while (i <= stage) {
      if (places.indexOf(String(i)) >= 0) { i += 1; }
      else { next[i - 1] = row[i]; next[i] = row[i - 1]; i += 2; }
    }
    return next;
  }

  function el(tag, text, cls) {
    var e = document.createElement(tag);
    if (text) { e.textContent = text; }
    if (cls) { e.className = cls; }
    return e;
  }

  getData('../data/methods.json').then(function (text) {
    var all = JSON.parse(text), m = all[slug];
    sheet.innerHTML = '';
    if (!m || !m.notation) {
      sheet.appendChild(el('p', 'There is no sheet for this method yet.'));
      return;
    }
    var ch = changes(m.notation), stage = m.stage;
    var rounds = '1234567890'.slice(0, stage).split('');
    var row = rounds.slice(), rows = [rounds.join('')], leadEnds = [], guard = 0;
    do {
      for (var i = 0; i < ch.length; i++) { row = apply(row, ch[i], stage); rows.push(row.join('')); }
      leadEnds.push(row.join(''));
      guard++;
    } while (row.join('') !== rounds.join('') && guard < 50);
    var total = rows.length - 1, leads = leadEnds.length;

    sheet.appendChild(el('h2', 'About the method'));
    sheet.appendChild(el('p', m.about));
    sheet.appendChild(el('h2', 'How it goes'));
    sheet.appendChild(el('p', m.name + ' is rung on ' + WORDS[stage] + ' bells and comes round after ' + total +
      ' changes, which is ' + (leads === 1 ? 'a single lead.' : leads + ' leads of ' + ch.length + ' changes each.')));
    var pn = el('p', 'Place notation: ');
    pn.appendChild(el('code', m.notation));
    sheet.appendChild(pn);
    if (leads > 1) {
      sheet.appendChild(el('p', 'The lead ends come up in this order: ' + leadEnds.slice(0, -1).join(', ') + ', and then rounds.'));
    }
    sheet.appendChild(el('h2', 'The first lead'));
    var table = el('table', '', 'rows'), tb = document.createElement('tbody');
    for (var r = 0; r <= ch.length; r++) {
      var tr = document.createElement('tr');
      tr.appendChild(el('td', String(r), 'n'));
      var td = document.createElement('td');
      rows[r].split('').forEach(function (bell) {
        td.appendChild(el('span', bell, bell === '1' ? 'treble' : (bell === '2' ? 'second' : '')));
      });
      tr.appendChild(td);
      tb.appendChild(tr);
    }
    table.appendChild(tb);
    sheet.appendChild(table);
    if (m.tips && m.tips.length) {
      sheet.appendChild(el('h2', 'Tips from Margaret'));
      var ul = el('ul');
      m.tips.forEach(function (t) { ul.appendChild(el('li', t)); });
      sheet.appendChild(ul);
    }
  }).catch(function (err) {
    sheet.innerHTML = '';
    sheet.appendChild(el('p', 'Sorry, the method sheet could not be loaded.'));
    console.warn(err);
  });
})();
