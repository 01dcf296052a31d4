// repair guide steps, drawn with ArrowJS
import { html, reactive } from '@arrow-js/core';

export async function mount(el, id) {
  const all = await (await fetch('/data/steps.json')).json();
  const g = all[id];
  if (!g || !el) return;
  const t = g.tools;
  const state = reactive({ tools: t.length > 1 ? t.slice(0, -1).join(', ') + ' and ' + t[t.length - 1] : t[0] });
  const n = g.steps.length;
  html`<h2>Step by step</h2>
<ol class="steps">${() => g.steps.map((s, i) => html`<li>${'Step ' + (i + 1) + ' of ' + n + ': ' + s + '.'}</li>`)}</ol>
<p class="note">${() => 'You will need ' + state.tools + '.'}</p>`(el);
}
