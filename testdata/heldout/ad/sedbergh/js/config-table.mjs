import { h } from '/lib/jsx-dom.js';
customElements.define('config-table', class extends HTMLElement {
  connectedCallback() {
    const data = JSON.parse(document.getElementById(this.getAttribute('source')).textContent);
    this.append(h('dl', { className: 'keys' }, data.flatMap(k => [
      h('dt', null, h('code', null, k.k)),
      h('dd', null, `Type ${k.t}, default ${k.d}: ${k.w}.`)])));
  }
});
