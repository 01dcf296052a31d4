// Installed in every new document before its own scripts run. It records
// when the page last changed (DOM mutations, long tasks, fetch/XHR
// completions) and what is still scheduled (timers,
// animation frames, fetch/XHR in flight), so that quiet() can tell a
// settled page from one that is still working without a fixed sleep.
(() => {
  if (window !== window.top || Object.prototype.hasOwnProperty.call(window, '__renderQuiet')) return;
  const now = () => performance.now();
  // act is when the page last changed, changes how many times it did.
  const st = { act: now(), changes: 0, fetches: 0, timers: new Map(), intervals: new Map(), frames: new Set() };
  const mark = () => { st.act = now(); st.changes++; };
  const W = window;
  const oSetTimeout = W.setTimeout, oClearTimeout = W.clearTimeout;
  const oSetInterval = W.setInterval, oClearInterval = W.clearInterval;
  const oRAF = W.requestAnimationFrame, oCAF = W.cancelAnimationFrame;
  const oRIC = W.requestIdleCallback;

  new MutationObserver(mark).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        const end = e.startTime + e.duration;
        if (end > st.act) { st.act = end; st.changes++; }
      }
    }).observe({ type: 'longtask', buffered: true });
  } catch (e) { /* no long task timing: mutations and timers still count */ }

  const forget = (id) => { st.timers.delete(id); st.intervals.delete(id); };
  W.setTimeout = function (fn, ms, ...args) {
    const due = now() + (Number(ms) || 0);
    let id;
    const run = typeof fn === 'function'
      ? function () { st.timers.delete(id); return fn.apply(this, arguments); }
      : function () { st.timers.delete(id); return (0, eval)(String(fn)); };
    id = oSetTimeout.call(W, run, ms, ...args);
    st.timers.set(id, due);
    return id;
  };
  W.clearTimeout = function (id) { forget(id); return oClearTimeout.call(W, id); };
  W.setInterval = function (fn, ms, ...args) {
    const period = Math.max(Number(ms) || 0, 4);
    let id;
    const run = typeof fn === 'function'
      ? function () { st.intervals.set(id, now() + period); return fn.apply(this, arguments); }
      : function () { st.intervals.set(id, now() + period); return (0, eval)(String(fn)); };
    id = oSetInterval.call(W, run, ms, ...args);
    st.intervals.set(id, now() + period);
    return id;
  };
  W.clearInterval = function (id) { forget(id); return oClearInterval.call(W, id); };
  if (oRAF) {
    W.requestAnimationFrame = function (cb) {
      let id;
      id = oRAF.call(W, function () { st.frames.delete(id); return cb.apply(this, arguments); });
      st.frames.add(id);
      return id;
    };
    W.cancelAnimationFrame = function (id) { st.frames.delete(id); return oCAF.call(W, id); };
  }
  const settle = () => { st.fetches--; mark(); };
  if (W.fetch) {
    const oFetch = W.fetch;
    W.fetch = function () {
      st.fetches++;
      let p;
      try { p = oFetch.apply(this, arguments); } catch (e) { settle(); throw e; }
      p.then(settle, settle);
      return p;
    };
  }
  if (W.XMLHttpRequest) {
    const oSend = W.XMLHttpRequest.prototype.send;
    W.XMLHttpRequest.prototype.send = function () {
      st.fetches++;
      this.addEventListener('loadend', settle, { once: true });
      try { return oSend.apply(this, arguments); } catch (e) { settle(); throw e; }
    };
  }

  // due reports whether a timer or an interval fires before limit.
  const due = (limit) => {
    for (const t of st.timers.values()) if (t <= limit) return true;
    for (const t of st.intervals.values()) if (t <= limit) return true;
    return false;
  };

  // quiet resolves once nothing has changed for win ms, or earlier, after
  // settle ms without change, when the main thread went idle and nothing is
  // scheduled that could change the page within win ms. With since >= 0
  // (the page was just navigated within its document, and had changed
  // since times before), it must stay quiet for a whole window from now,
  // and tells whether it changed at all (moved): a page that did not does
  // not route by its fragment. It gives up after max ms.
  const quiet = (win, settleMs, max, since) => new Promise((resolve) => {
    const start = now();
    const fresh = since >= 0;
    if (fresh) st.act = start;
    let idleAt = -1, idlePending = false;
    let done = false;
    const finish = (v) => { done = true; resolve(v); };
    // check resolves when the page is quiet; it runs on a short timer and
    // whenever the main thread goes idle.
    const check = () => {
      if (done) return true;
      const t = now();
      const still = t - st.act;
      if (st.fetches <= 0) {
        const full = still >= win;
        const early = !full && !(fresh && t - start < win) && still >= settleMs &&
          idleAt > st.act && st.frames.size === 0 && !due(t + win);
        if (full || early) { finish({ ok: true, early: early, moved: !fresh || st.changes > since }); return true; }
      }
      if (t - start >= max) {
        finish({ ok: false, early: false });
        return true;
      }
      if (oRIC && !idlePending && idleAt <= st.act) {
        idlePending = true;
        oRIC.call(W, () => { idlePending = false; idleAt = now(); check(); });
      }
      return false;
    };
    const step = Math.max(4, Math.min(16, settleMs / 2));
    const tick = () => { if (!check()) oSetTimeout.call(W, tick, step); };
    tick();
  });

  quiet.changes = () => st.changes;
  Object.defineProperty(W, '__renderQuiet', { value: quiet, enumerable: false });
})();
