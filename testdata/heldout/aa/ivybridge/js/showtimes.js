import { Screenings, create, when } from '/js/schema.js';
class IvyShowtimes extends HTMLElement {
  async connectedCallback() {
    const ref = document.querySelector('data.prog-ref')?.value;
    if (!ref) return;
    const raw = await (await fetch('/data/screenings.json')).json();
    const all = create(raw, Screenings);
    const film = all[ref];
    if (!film) return;
    const hrs = Math.floor(film.runtime / 60), mins = film.runtime % 60;
    this.innerHTML = '';
    const h = document.createElement('h2'); h.textContent = 'Screenings';
    const p = document.createElement('p');
    p.textContent = 'Certificate ' + film.cert + ', running time ' + hrs + ' hour' + (hrs === 1 ? '' : 's') + ' ' + mins + ' minutes.';
    const ul = document.createElement('ul');
    for (const s of film.shows) {
      const li = document.createElement('li');
      li.textContent = when(s) + ' in the ' + s.screen + ' screen, tickets £' + s.price.toFixed(2);
      ul.append(li);
    }
    this.append(h, p, ul);
  }
}
customElements.define('ivy-showtimes', IvyShowtimes);
