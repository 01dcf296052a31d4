// <apiary-log site="..."> shows the latest notes from the apiary's
// inspection book, for the apiaries that keep one online.
class ApiaryLog extends HTMLElement {
  async connectedCallback() {
    const site = this.getAttribute('site');
    const res = await fetch('/data/apiary-log.json');
    if (!res.ok) return;
    const log = await res.json();
    const entry = log[site];
    if (!entry) return;
    const items = entry.notes.map((n) => `<li>${n}</li>`).join('');
    this.innerHTML = `<h2>${entry.date}</h2><ul>${items}</ul>`;
  }
}
customElements.define('apiary-log', ApiaryLog);
