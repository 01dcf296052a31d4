/* minutes.js - lays out a set of minutes from the Clerk's text file.
   Lorna types the minutes in her usual numbered layout and emails me the
   .txt once they are approved; I drop it in data/minutes/ and make a page
   with <div id="minutes" data-file="YYYY-MM-DD">. This turns the numbered
   items into headings, "RESOLVED" lines into bold, "* " lines into lists,
   and puts a list of the items at the top. Uses crel for the elements. */
(function () {
  var holder = document.getElementById('minutes');
  if (!holder) return;
  var url = new URL('../data/minutes/' + holder.getAttribute('data-file') + '.txt',
    document.currentScript.src).href;

  getText(url, function (text) {
    var lines = text.replace(/\r/g, '').split('\n');
    var heading = [], people = [], items = [], cur = null, list = null, signed = '';
    lines.forEach(function (line) {
      var t = line.trim();
      if (!t) { list = null; return; }
      var m = t.match(/^(\d\d\/\d{3})\s+(.+)$/);
      if (m) {
        cur = { no: m[1], title: m[2], body: [] };
        items.push(cur); list = null;
        return;
      }
      if (!cur) {
        var p = t.match(/^(Present|In attendance|Absent|Public):\s*(.*)$/);
        if (p) people.push([p[1], p[2]]); else heading.push(t);
        return;
      }
      if (/^Signed/.test(t)) { signed = t; return; }
      if (/^\* /.test(t)) {
        if (!list) { list = crel('ul'); cur.body.push(list); }
        crel(list, crel('li', t.slice(2)));
        return;
      }
      list = null;
      if (/^RESOLVED/.test(t)) cur.body.push(crel('p', { 'class': 'resolved' }, t));
      else cur.body.push(crel('p', t));
    });

    var contents = crel('ol', { 'class': 'small' }, items.map(function (it) {
      return crel('li', crel('a', { href: '#m' + it.no.replace('/', '-') }, it.no + ' ' + it.title));
    }));

    crel(holder,
      heading.slice(1).map(function (h) { return crel('p', crel('em', h)); }),
      crel('dl', { 'class': 'facts' }, people.map(function (p) {
        return [crel('dt', p[0]), crel('dd', p[1])];
      })),
      crel('div', { 'class': 'box' }, crel('h2', 'Items'), contents),
      items.map(function (it) {
        return crel('div', { 'class': 'minute', id: 'm' + it.no.replace('/', '-') },
          crel('h3', crel('span', { 'class': 'no' }, it.no), ' ', it.title),
          it.body);
      }),
      signed ? crel('p', { 'class': 'small' }, signed) : null
    );
  });
})();
