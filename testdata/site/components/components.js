// Custom elements with open shadow roots for the text and HTML tests:
// slots, a closed dialog, hidden panels, collapsed details, a table and
// preformatted text, and shadow roots nested in shadow roots. flat.html is the page they render, written
// out without them.
const define = (name, html) => customElements.define(name, class extends HTMLElement {
  connectedCallback() {
    if (this.shadowRoot) return;
    const root = this.attachShadow({ mode: 'open' });
    root.innerHTML = html(this);
  }
});
define('x-panel', (el) => '<style>h2 { color: navy }</style><article><h2>' + el.getAttribute('heading') +
  '</h2><slot></slot><a href="/static.html?from=panel">more</a></article>');
define('x-dialog', () => '<style>:host { display: none } :host([open]) { display: block }</style>' +
  '<div role="dialog"><h2>COMP-DIALOG-HIDDEN</h2><p>This dialog is closed.</p><slot></slot></div>');
define('x-tabs', () => '<div><button>COMP-TAB-A</button> <button>COMP-TAB-B</button></div>' +
  '<section>COMP-PANEL-A-VISIBLE</section><section style="display:none">COMP-PANEL-B-HIDDEN</section>' +
  '<section hidden>COMP-PANEL-C-HIDDEN</section><p style="visibility:hidden">COMP-INVISIBLE</p>');
define('x-details', () => '<details><summary>COMP-SUMMARY</summary><slot></slot></details>');
define('x-inner', () => '<div><h3>COMP-WORD-A</h3><p>COMP-WORD-B</p><slot></slot></div>');
define('x-table', () => '<table><tr><td><p>COMP-CELL-A</p></td><td><slot></slot></td></tr>' +
  '<tr><td>COMP-CELL-C</td><td>COMP-CELL-D</td></tr></table><pre>  COMP-PRE\n    indented</pre>');
define('x-outer', () => '<section><h2>COMP-OUTER</h2><x-inner><slot></slot></x-inner></section>');
