// <exhibition-loans>
//
// The lenders' credit list for an exhibition. The exhibitions planner
// (the spreadsheet Ruth keeps, saved out as data/exhibitions.toml) has an
// [[exhibition]] table for every show and an [[exhibition.loan]] under
// it for each object borrowed; most of our shows use only our own
// collection and have none. The page says which exhibition it is in the
// schema.org JSON-LD in its <head> (its "identifier"). Each loan is
// stamped from <template id="loan-row"> with TemplateInstance.
import TOML from '@ltd/j-toml';
import { TemplateInstance } from '@github/template-parts';

function exhibitionId() {
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    let data;
    try {
      data = JSON.parse(script.textContent);
    } catch {
      continue;
    }
    const items = [].concat(data['@graph'] ?? data);
    const event = items.find((item) => item['@type'] === 'ExhibitionEvent');
    if (event?.identifier) return String(event.identifier);
  }
  return null;
}

class ExhibitionLoans extends HTMLElement {
  connectedCallback() {
    if (this.dataset.state) return;
    this.dataset.state = 'loading';
    this.#load()
      .then(() => { this.dataset.state = 'done'; })
      .catch((err) => {
        this.dataset.state = 'failed';
        console.warn('exhibition-loans:', err);
      });
  }

  async #load() {
    const id = exhibitionId();
    const row = document.getElementById('loan-row');
    if (!id || !row) return;
    const res = await fetch('/data/exhibitions.toml');
    if (!res.ok) return;
    const planner = TOML.parse(await res.text(), { joiner: '\n', bigint: false });
    const show = (planner.exhibition ?? []).find((ex) => ex.id === id);
    const loans = show?.loan ?? [];
    if (!loans.length) return;

    const heading = document.createElement('h2');
    heading.textContent = 'Lenders to this exhibition';
    const list = document.createElement('ul');
    list.className = 'loans';
    for (const loan of loans) {
      list.append(new TemplateInstance(row, { lender: loan.lender, items: loan.items }));
    }
    this.replaceChildren(heading, list);
  }
}

customElements.define('exhibition-loans', ExhibitionLoans);
