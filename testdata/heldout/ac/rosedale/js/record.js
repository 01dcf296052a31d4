import htm from '/lib/xhtm.min.js';
import { h } from '/js/h.js';
var html = htm.bind(h);
var acc = new URLSearchParams(location.search).get('acc');
var res = await fetch('/data/catalogue.json');
var cat = await res.json();
var rec = cat[acc];
var box = document.getElementById('record');
if (!rec) {
  box.replaceChildren(html`<p>No catalogue record was found for that number.</p>`);
} else {
  document.title = rec.title + ' | Rosedale Ironstone Heritage Centre';
  var pre = html`<pre class="json-container"></pre>`;
  pre.innerHTML = prettyPrintJson.toHtml(rec, { quoteKeys: false, trailingCommas: false });
  box.replaceChildren(html`<h2>Accession ${acc}: ${rec.title}</h2>`, html`<p>${rec.description}. ${rec.donor}.</p>`, pre);
}
