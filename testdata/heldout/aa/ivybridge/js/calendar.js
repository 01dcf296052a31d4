import { Screenings, Films, create, when } from '/js/schema.js';
document.addEventListener('DOMContentLoaded', async () => {
  const [s, f] = await Promise.all([fetch('/data/screenings.json').then(r => r.json()), fetch('/data/films.json').then(r => r.json())]);
  const shows = create(s, Screenings), films = create(f, Films);
  const rows = [];
  for (const [ref, film] of Object.entries(shows)) {
    for (const show of film.shows) rows.push({ ref, film, show, info: films[ref] });
  }
  rows.sort((a, b) => (a.show.date + a.show.time).localeCompare(b.show.date + b.show.time));
  const ol = document.createElement('ol');
  ol.className = 'calendar';
  for (const r of rows) {
    const li = document.createElement('li');
    li.append(when(r.show) + ': ');
    if (r.info) {
      const a = document.createElement('a'); a.href = r.info.url; a.textContent = r.info.title + ' (' + r.info.year + ')';
      li.append(a);
    } else {
      li.append('a film to be announced');
    }
    li.append(', certificate ' + r.film.cert + ', ' + r.show.screen + ' screen');
    ol.append(li);
  }
  document.body.querySelector('main').append(ol);
});
