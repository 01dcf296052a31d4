// Training sessions: notes from the session leader. The session's number is in
// the heading ("Session 7: ..."); the notes file (data/training-notes.toml)
// names its tables with two digits (session-07).
import { parse } from '/lib/smol-toml/index.js';

const box = document.querySelector('.session-notes');
const heading = document.querySelector('.session h1');
const m = heading && heading.textContent.match(/Session\s+(\d+)/);
if (box && m) {
  const key = 'session-' + m[1].padStart(2, '0');
  const res = await fetch('/data/training-notes.toml');
  const notes = parse(await res.text())[key];
  if (notes) {
    const h = document.createElement('h2');
    h.textContent = 'Notes from the session leader';
    const p = document.createElement('p');
    p.textContent = notes.note + ' (' + notes.leader + ')';
    const p2 = document.createElement('p');
    p2.textContent = 'Please also bring:';
    const ul = document.createElement('ul');
    for (const item of notes.bring) {
      const li = document.createElement('li');
      li.textContent = item;
      ul.append(li);
    }
    box.append(h, p, p2, ul);
  }
}
