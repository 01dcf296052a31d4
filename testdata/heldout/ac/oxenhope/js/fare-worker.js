importScripts('/lib/pbf.js');
function readFare(tag, f, pbf) {
  if (tag === 1) f.group = pbf.readVarint();
  else if (tag === 2) f.name = pbf.readString();
  else if (tag === 3) f.pence = pbf.readVarint();
  else if (tag === 4) f.note = pbf.readString();
}
function readList(tag, list, pbf) {
  if (tag === 1) list.push(pbf.readMessage(readFare, {}));
}
function money(p) { return '\u00a3' + Math.floor(p / 100) + '.' + String(p % 100).padStart(2, '0'); }
onmessage = function (e) {
  fetch('/data/fares.pbf').then(function (r) { return r.arrayBuffer(); }).then(function (buf) {
    var fares = new Pbf.PbfReader(new Uint8Array(buf)).readFields(readList, []);
    var rows = fares.filter(function (f) { return f.group === e.data.group; });
    var html = '<table class="fares"><thead><tr><th>Ticket</th><th>Conditions</th></tr></thead><tbody>' + rows.map(function (f) {
      return '<tr><td>' + f.name + ' ' + money(f.pence) + '</td><td>' + f.note + '</td></tr>';
    }).join('') + '</tbody></table>';
    postMessage({ html: html });
  });
};
