
import domify from '/lib/domify.js';
async function load() {
  const t = document.querySelector('time.perf');
  if (!t) return;
  const when = t.getAttribute('datetime');
  const list = document.getElementById('running-order');
  const res = await fetch('/data/programme.ndjson');
  const reader = res.body.getReader();
  const dec = new TextDecoder();
  let buf = '';
  const take = (line) => {
    if (!line.trim()) return;
    const p = JSON.parse(line);
    if (p.perf === when) list.append(domify(`<li><strong>${p.composer}</strong>: ${p.work}</li>`));
  };
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buf += dec.decode(value, { stream: true });
    const lines = buf.split('\n');
    buf = lines.pop();
    lines.forEach(take);
  }
  take(buf);
}
load();
