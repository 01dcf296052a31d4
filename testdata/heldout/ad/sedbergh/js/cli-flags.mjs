import { h } from '/lib/jsx-dom.js';
import flags from '/data/cli.mjs';
setTimeout(() => {
  const list = h('ul', { className: 'flags' }, flags.map(f =>
    h('li', null, h('code', null, f.long + (f.arg ? ' ' + f.arg : '')), f.short ? ` (short form ${f.short})` : '', ' — ', f.text + '.')));
  document.getElementById('flag-list').append(list);
}, 350);
