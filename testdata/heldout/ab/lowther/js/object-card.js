
dust.loadSource(dust.compile(
  '<style>:host{display:block;border:1px solid #caa;padding:.5rem 1rem;margin:1rem 0;background:#fff}</style>' +
  '<p><strong>{maker}</strong>, {date}. Made of {material}.</p><p>{label}</p>' +
  '<p>Provenance: {#prov}{.}{@sep}; {/sep}{/prov}.</p>', 'objcard'));
customElements.define('lowther-object', class extends HTMLElement {
  connectedCallback() {
    var root = this.shadowRoot || this.attachShadow({ mode: 'open' });
    var scope = this.closest('[itemscope]');
    var idm = scope && scope.querySelector('meta[itemprop="identifier"]');
    if (!idm) return;
    var acc = idm.getAttribute('content');
    fetch('/data/accessions.json').then(function (r) { return r.json(); }).then(function (all) {
      if (!all[acc]) return;
      dust.render('objcard', all[acc], function (err, out) { if (!err) root.innerHTML = out; });
    });
  }
});
