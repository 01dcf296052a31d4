// Winter talks: notes added after a talk (corrections, follow-ups). The
// CSV has a row for every talk; most rows have an empty note.
import { parse } from '/lib/csv.min.js';

const when = document.querySelector('.talk time[datetime]');
const box = document.querySelector('.talk-note');
if (when && box) {
  const res = await fetch('/data/talk-notes.csv');
  const [head, ...rows] = parse(await res.text());
  const col = (row, name) => row[head.indexOf(name)];
  const row = rows.find((r) => col(r, 'date') === when.getAttribute('datetime'));
  const note = row && col(row, 'note');
  if (note && note.trim()) {
    const h = document.createElement('h2');
    h.textContent = 'Added after the talk of ' + tinytime('{Do} {MMMM} {YYYY}').render(new Date(when.getAttribute('datetime') + 'T12:00:00'));
    const p = document.createElement('p');
    p.textContent = note;
    box.append(h, p);
  }
}
