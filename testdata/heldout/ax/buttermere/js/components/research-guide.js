// research-guide.js: the research library's guides.
//
// <clipboard-copy for="..."> buttons (GitHub's element) copy an archive
// reference or a citation, already written out in the page, so that
// researchers can paste it into an order slip; the button flashes for a
// moment when it has copied. The guides' <details data-remember> panels
// remember within a visit whether you opened or shut them. Nothing here
// adds or changes any words.
import '@github/clipboard-copy-element';

document.addEventListener('clipboard-copy', (event) => {
  const button = event.target;
  button.classList.add('copied');
  setTimeout(() => button.classList.remove('copied'), 1500);
});

for (const panel of document.querySelectorAll('details[data-remember][id]')) {
  const key = `guide:${location.pathname}#${panel.id}`;
  let saved = null;
  try {
    saved = sessionStorage.getItem(key);
  } catch {
    // storage blocked: panels simply start as the HTML has them
  }
  if (saved === 'open' || saved === 'shut') panel.open = saved === 'open';
  panel.addEventListener('toggle', () => {
    try {
      sessionStorage.setItem(key, panel.open ? 'open' : 'shut');
    } catch {
      /* ignore */
    }
  });
}
