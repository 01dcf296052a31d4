// <round-results round="4"> shows the results and report of a league round
// from /data/league-2025.json. Reports are written in Markdown by whoever ran
// the round and converted with markdown-it. Rounds without a report show
// nothing. (Priya, April 2025)
class RoundResults extends HTMLElement {
  async connectedCallback() {
    const n = Number(this.getAttribute('round'));
    let league;
    try {
      const res = await fetch('/data/league-2025.json');
      if (!res.ok) return;
      league = await res.json();
    } catch (e) {
      return;
    }
    const round = league.rounds.find((r) => r.round === n);
    if (!round || !round.report) return;

    const md = window.markdownit({ html: false, typographer: false });
    const section = document.createElement('section');
    section.className = 'results';
    section.innerHTML = `<h2>Results and report</h2>${md.render(round.report)}`;
    if (round.climbers) {
      const p = document.createElement('p');
      p.className = 'turnout';
      p.textContent = `${round.climbers} climbers took part.`;
      section.append(p);
    }
    this.replaceChildren(section);
  }
}

customElements.define('round-results', RoundResults);
