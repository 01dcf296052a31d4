// <collection-record accession="BVM.1987.14">
//
// The catalogue record of one object, straight from the collections
// database. Alan exports the whole database as LIDO XML each spring
// (data/lido.xml) so that the object pages never need editing when a
// measurement or credit line is corrected. The record is drawn with
// lit-html into the element's shadow root, which keeps the table's
// styles apart from the page's.
import { html, render, nothing } from 'lit-html';

const LIDO = 'http://www.lido-schema.org';

let catalogue; // one fetch per page, however many records it shows

function loadCatalogue() {
  catalogue ??= fetch('/data/lido.xml')
    .then((res) => {
      if (!res.ok) throw new Error(`lido.xml: HTTP ${res.status}`);
      return res.text();
    })
    .then((text) => new DOMParser().parseFromString(text, 'application/xml'));
  return catalogue;
}

const all = (el, name) => [...el.getElementsByTagNameNS(LIDO, name)];
const text = (el, name) => all(el, name)[0]?.textContent.trim() ?? '';

function production(lido) {
  return all(lido, 'event').find((ev) => text(ev, 'eventType') === 'production') ?? lido;
}

function readRecord(lido) {
  const made = production(lido);
  return {
    title: text(lido, 'appellationValue'),
    type: text(all(lido, 'objectWorkType')[0] ?? lido, 'term'),
    maker: text(made, 'displayActorInRole'),
    date: text(made, 'displayDate'),
    materials: text(made, 'displayMaterialsTech'),
    measurements: text(lido, 'displayObjectMeasurements'),
    credit: text(lido, 'creditLine'),
  };
}

function findRecord(doc, accession) {
  for (const lido of all(doc, 'lido')) {
    const ids = all(lido, 'workID').map((el) => el.textContent.trim());
    if (ids.includes(accession)) return readRecord(lido);
  }
  return null;
}

const styles = html`<style>
  :host { display: block; margin: 2rem 0; }
  section { border: 1px solid #c8cfc3; border-left: 6px solid #2f4a3a; background: #f6f7f2; padding: 1rem 1.25rem; }
  h2 { font: 600 1.1rem/1.3 Georgia, serif; margin: 0 0 .75rem; color: #2f4a3a; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .35rem 1.25rem; margin: 0; }
  .row { display: contents; }
  dt { font-weight: 600; color: #4a5247; }
  dd { margin: 0; }
  .credit { margin: 1rem 0 0; font-style: italic; color: #4a5247; }
</style>`;

const row = (label, value) =>
  value ? html`<div class="row"><dt>${label}</dt><dd>${value}</dd></div>` : nothing;

class CollectionRecord extends HTMLElement {
  constructor() {
    super();
    this.attachShadow({ mode: 'open' });
  }

  connectedCallback() {
    this.#show().catch((err) => console.warn('collection-record:', err));
  }

  async #show() {
    const accession = this.getAttribute('accession')?.trim();
    if (!accession) return;
    const record = findRecord(await loadCatalogue(), accession);
    if (!record) return;
    render(html`${styles}
      <section aria-label="Catalogue record for ${record.title}">
        <h2>Catalogue record</h2>
        <dl>
          ${row('Object type', record.type)}
          ${row('Made by', record.maker)}
          ${row('Date', record.date)}
          ${row('Materials', record.materials)}
          ${row('Measurements', record.measurements)}
        </dl>
        ${record.credit ? html`<p class="credit">${record.credit}</p>` : nothing}
      </section>`, this.shadowRoot);
  }
}

customElements.define('collection-record', CollectionRecord);
