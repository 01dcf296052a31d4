// Extent of a collection: data/holdings.yaml (js-yaml), keyed by the reference in <body data-ref>,
// held in a Redux store; numbers formatted by Numeral.
import { createStore } from '/lib/redux.browser.mjs';

numeral.locale('en-gb');
const ref = document.body.dataset.ref;
const box = document.querySelector('section.holdings');

const store = createStore((state = { status: 'idle', entry: null }, action) => {
  if (action.type === 'holdings/received') return { status: 'done', entry: action.all[ref] || null };
  return state;
});

store.subscribe(() => {
  const { status, entry } = store.getState();
  if (status !== 'done' || !entry || !box) return;
  const n = v => numeral(v).format('0,0');
  box.innerHTML = `<h2>Extent</h2><p>The collection fills ${n(entry.boxes)} boxes and ${n(entry.volumes)} volumes, from ${entry.from} to ${entry.to}.</p>` +
    `<p>Catalogued to ${entry.level} level${entry.note ? '; ' + entry.note : ''}.</p>`;
});

fetch('/data/holdings.yaml')
  .then(r => r.text())
  .then(text => store.dispatch({ type: 'holdings/received', all: jsyaml.load(text) }));
