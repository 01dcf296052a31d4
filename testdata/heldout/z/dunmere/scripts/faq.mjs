import { update } from '/scripts/museum.mjs';
document.querySelectorAll('.handorgel').forEach(el => {
  const acc = new window.handorgel(el, { multiSelectable: true, initialOpenAttribute: 'data-open', initialOpenTransition: false });
  acc.on('fold:opened', fold => update(d => { d.lastFold = fold.header.textContent; }));
});
