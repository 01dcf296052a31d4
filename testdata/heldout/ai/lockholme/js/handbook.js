// The skipper's handbook is kept as AsciiDoc (handbook/skippers-handbook.adoc)
// and converted in the page with Asciidoctor.js.
import { convert } from '/lib/asciidoctor.js';

const res = await fetch('/handbook/skippers-handbook.adoc');
const source = await res.text();
document.getElementById('handbook').innerHTML = await convert(source, { safe: 'secure' });
