// Document of the month: the list of recent months from data/dotm.json, kept in a Redux store,
// each with a link to its transcript page; the blurbs are Markdown (Showdown).
import { createStore } from '/lib/redux.browser.mjs';

const store = createStore((state = { months: [] }, action) =>
  action.type === 'months/set' ? { months: action.months } : state);
const md = new showdown.Converter({ noHeaderId: true });
const box = document.getElementById('months');

store.subscribe(() => {
  const { months } = store.getState();
  if (!box || !months.length) return;
  box.innerHTML = '<h2>Recent documents</h2><ul class="months">' + months.map(m =>
    `<li><span class="what">${m.label}: ${m.title}</span> <a href="${m.page}">Read the transcript</a>` +
    `<div class="blurb">${md.makeHtml(m.blurb)}</div></li>`).join('') + '</ul>';
});

fetch('/data/dotm.json')
  .then(r => r.json())
  .then(d => store.dispatch({ type: 'months/set', months: d.months }));
