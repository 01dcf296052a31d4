import { produce } from '/lib/immer.mjs';
const link = document.querySelector('link[rel="describedby"]');
const url = new URL(link.href);
const room = url.hash.slice(1);
const data = await (await fetch(url.pathname)).json();
const state = produce({ room, labels: [] }, d => { d.labels = data[room] || []; });
const md = state.labels.map(l => `- **Object ${l.no}: ${l.title}**, ${l.note}`).join('\n');
document.querySelector('.object-labels').innerHTML = window.kramed(md);
