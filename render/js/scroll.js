// Evaluated (a promise) in a rendered page when it is to be scrolled, as
// a function of (maxSteps, budgetMs, win, settle). It scrolls the document
// and the scrollable areas on screen a screen at a time, waiting after each
// step for the page to go quiet, until nothing scrolls any more and the
// page stopped growing, or the steps or the time run out; then back to the
// top. The lines of text and the links seen at each step are kept, so that
// a list that drops the rows it scrolled past (a virtualised list) still
// gives them all.
(async (maxSteps, budget, win, settle) => {
  /* links.js */
  const t0 = performance.now();
  const lines = [], seenLines = new Set(), links = [], seenLinks = new Set();
  const addLink = (u) => {
    if (typeof u === 'string' && /^https?:/i.test(u) && !seenLinks.has(u)) { seenLinks.add(u); links.push(u); }
  };
  const take = () => {
    const text = document.body ? document.body.innerText : '';
    for (const l of text.split('\n')) {
      const s = l.trim();
      if (s && !seenLines.has(s)) { seenLines.add(s); lines.push(s); }
    }
    each((el) => elementLinks(el, addLink));
  };
  const doc = document.scrollingElement || document.documentElement;
  // scrollers are the document and the scrollable areas on screen.
  const scrollers = () => {
    const out = [doc];
    each((el) => {
      if (el === doc || el.scrollHeight <= el.clientHeight + 20 || el.clientHeight < 50) return;
      const oy = getComputedStyle(el).overflowY;
      if ((oy === 'auto' || oy === 'scroll') && el.checkVisibility()) out.push(el);
    });
    return out;
  };
  // frame resolves after the next frame, whose work includes the scroll
  // events and the intersection observers' callbacks (a hidden page may
  // get no frames: a short timer stands in).
  const frame = () => new Promise((r) => {
    const id = setTimeout(r, 100);
    requestAnimationFrame(() => { clearTimeout(id); r(); });
  });
  const quiet = async (left) => {
    await frame();
    if (window.__renderQuiet) await window.__renderQuiet(win, settle, Math.max(1, left), -1, true);
    else await new Promise((r) => setTimeout(r, Math.min(win, left)));
  };
  let steps = 0, grew = 0;
  take();
  while (steps < maxSteps && performance.now() - t0 < budget) {
    const ss = scrollers();
    const before = ss.reduce((n, s) => n + s.scrollHeight, 0);
    let moved = false;
    for (const s of ss) {
      const top = s.scrollTop;
      const view = s === doc ? window.innerHeight : s.clientHeight;
      s.scrollTop = top + Math.max(50, Math.floor(view * 0.9));
      if (s.scrollTop !== top) moved = true;
    }
    steps++;
    await quiet(budget - (performance.now() - t0));
    take();
    const after = ss.reduce((n, s) => n + (s.isConnected ? s.scrollHeight : 0), 0);
    if (after > before) grew += after - before;
    if (!moved && after <= before) break;
  }
  for (const s of scrollers()) s.scrollTop = 0;
  return { lines: lines, links: links, steps: steps, grew: grew };
})
