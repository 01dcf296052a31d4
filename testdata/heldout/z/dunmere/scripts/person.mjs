import { produce } from '/lib/immer.mjs';
const art = document.querySelector('article.person');
const acc = [...art.classList].find(c => c.startsWith('acc-'));
let notes = { loaded: false, sections: {} };
const res = await fetch('/data/notes.md');
const md = await res.text();
notes = produce(notes, d => {
  d.loaded = true;
  md.split(/^## /m).slice(1).forEach(chunk => {
    const nl = chunk.indexOf('\n');
    d.sections[chunk.slice(0, nl).trim()] = chunk.slice(nl + 1);
  });
});
const text = notes.sections[acc];
if (text) {
  const box = art.querySelector('.archive-notes');
  box.innerHTML = '<h2>From the archive</h2>' + window.kramed(text);
}
