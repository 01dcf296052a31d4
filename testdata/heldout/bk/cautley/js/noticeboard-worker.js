// noticeboard-worker.js - runs in a Web Worker so the page does not wait
// for the notice board file. Sam wrote this bit. Send it {slug: "..."},
// it sends back the block for that slug (or null).
var board = null;

function parseBoard(text) {
  var blocks = {};
  var current = null;
  var lines = text.split(/\r?\n/);
  for (var i = 0; i < lines.length; i++) {
    var line = lines[i];
    if (/^\s*#/.test(line)) continue;
    var head = /^\[([a-z0-9-]+)\]\s*$/.exec(line);
    if (head) {
      current = { slug: head[1], status: '', since: '', text: [] };
      blocks[current.slug] = current;
      continue;
    }
    if (!current) continue;
    var field = /^(status|since):\s*(.*)$/.exec(line);
    if (field && current.text.length === 0) {
      current[field[1]] = field[2].trim();
    } else if (line.trim() !== '') {
      current.text.push(line.trim());
    }
  }
  for (var k in blocks) blocks[k].text = blocks[k].text.join(' ');
  return blocks;
}

function load() {
  if (board) return Promise.resolve(board);
  return fetch('../data/noticeboard.txt')
    .then(function (r) { return r.text(); })
    .then(function (t) { board = parseBoard(t); return board; });
}

self.addEventListener('message', function (e) {
  var slug = e.data && e.data.slug;
  load().then(function (b) {
    self.postMessage({ slug: slug, entry: b[slug] || null });
  }, function () {
    self.postMessage({ slug: slug, entry: null });
  });
});
