// Landing pages: prefetch a page when the pointer rests on its link.
// Changes no words.
const seen = new Set();
document.addEventListener('pointerover', (e) => {
  const a = e.target.closest && e.target.closest('a[href^="/"]');
  if (!a || seen.has(a.href)) return;
  seen.add(a.href);
  const l = document.createElement('link');
  l.rel = 'prefetch';
  l.href = a.href;
  document.head.appendChild(l);
});
