document.addEventListener('DOMContentLoaded', function () {
  var P = Parsimmon;
  var box = document.getElementById('meets');
  var walker = document.createTreeWalker(box, NodeFilter.SHOW_COMMENT);
  var c = walker.nextNode();
  if (!c) return;
  var sep = P.regexp(/[ \t]*\|[ \t]*/);
  var field = P.regexp(/[^|\n]+/).map(function (s) { return s.trim(); });
  var date = P.regexp(/(\d{4})-(\d{2})-(\d{2})/, 0).map(function (s) { var p = s.split('-'); return new Date(+p[0], +p[1] - 1, +p[2]); });
  var time = P.regexp(/(\d{2}):(\d{2})/);
  var line = P.seqObj(P.optWhitespace, ['date', date], sep, ['walk', field], sep, ['place', P.regexp(/[^|\n]+?(?=[ \t]+\d{2}:\d{2})/)], P.whitespace, ['time', time], sep, ['leader', field]);
  var doc = P.seqObj(P.optWhitespace, P.string('meets'), P.optWhitespace, ['rows', line.sepBy(P.regexp(/\s*\n/))], P.optWhitespace).map(function (r) { return r.rows; });
  var res = doc.parse(c.data);
  if (!res.status) { console.warn('meets list', res.expected); return; }
  var DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  var MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  var ul = document.createElement('ul');
  res.value.forEach(function (m) {
    var t = m.time.split(':'), h = +t[0], min = t[1];
    var clock = (h > 12 ? h - 12 : h) + (min === '00' ? '' : '.' + min) + (h >= 12 ? 'pm' : 'am');
    var li = document.createElement('li');
    var a = document.createElement('a');
    a.href = '/walks/' + slugify(m.walk, { lower: true, strict: true }) + '.html';
    a.textContent = m.walk;
    li.append(DAYS[m.date.getDay()] + ' ' + m.date.getDate() + ' ' + MONTHS[m.date.getMonth()] + ': ', a,
      '. Meet at ' + m.place + ' at ' + clock + ', led by ' + m.leader + '.');
    ul.appendChild(li);
  });
  box.appendChild(ul);
});
