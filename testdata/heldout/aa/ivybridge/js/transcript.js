import Parser from '/lib/srt-parser-2.js';
const track = document.querySelector('video track[kind="captions"]');
if (track) {
  const res = await fetch(track.getAttribute('src'));
  if (res.ok) {
    const cues = new Parser().fromSrt(await res.text());
    const box = document.querySelector('.transcript');
    const h = document.createElement('h2');
    h.textContent = 'Transcript';
    box.append(h);
    for (const cue of cues) {
      const p = document.createElement('p');
      const t = document.createElement('span');
      t.className = 'ts';
      t.textContent = cue.startTime.split(',')[0] + ' ';
      p.append(t, cue.text);
      box.append(p);
    }
  }
}
