// Installed in every new document before its own scripts run. It records
// when the page last changed (DOM mutations, long tasks, fetch/XHR
// completions) and what is still scheduled (timers,
// animation frames, idle callbacks, fetch/XHR and IndexedDB requests in
// flight), so that quiet() can tell a
// settled page from one that is still working without a fixed sleep; and
// it tells a page that shows a loading indicator (see loading()).
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
  // The browser's own lookups, taken before a page's render may have them
  // watched (lookups.js): what this tracker looks up is not the page's.
  const oDocQSA = Document.prototype.querySelectorAll, oDocQS = Document.prototype.querySelector;
  const oElQSA = Element.prototype.querySelectorAll, oFragQSA = DocumentFragment.prototype.querySelectorAll;
  const qsa = (root, sel) => (root instanceof Document ? oDocQSA : root instanceof Element ? oElQSA : oFragQSA).call(root, sel);

  // An element whose one attribute a script sets again and again is
  // animating (a logo that sways for ever, its style's transform set
  // frame by frame), not changing what a person reads: after animRuns
  // changes of that attribute, its further changes do not count. Text and
  // elements added or removed always count, as do the first changes of
  // any attribute (a list shown, a loader hidden).
  const animRuns = 20;
  const attrRuns = new WeakMap();
  // A batch with a node or text changed is a change as it stands, and
  // the records after that one are not read (a page building its DOM
  // pays one look a batch); the attribute changes before it are all
  // counted, so that many elements animating at once (forty dots that
  // drift) reach animRuns together, not one after another.
  const changed = (records) => {
    let any = false;
    for (const r of records) {
      if (r.type !== 'attributes') return true;
      let m = attrRuns.get(r.target);
      if (!m) { m = new Map(); attrRuns.set(r.target, m); }
      const n = (m.get(r.attributeName) || 0) + 1;
      m.set(r.attributeName, n);
      if (n <= animRuns) any = true;
    }
    return any;
  };
  const mo = new MutationObserver((records) => { if (changed(records)) mark(); });
  mo.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        const end = e.startTime + e.duration;
        if (end > st.act) { st.act = end; st.changes++; }
      }
    }).observe({ type: 'longtask', buffered: true });
  } catch (e) { /* no long task timing: mutations and timers still count */ }

  // holds are the timers a young page set to fire while it is young
  // (before holdUntil ms of its life): content shown a second or two
  // after load ("Loading..." then the list, a fetch after a pause) is
  // the page a person sees, and the page is not quiet until they fire.
  // A timer set by a timer, an interval or an animation frame (a polling
  // loop, a throttled check, an animation) holds nothing, nor does one
  // due later (a banner's, a page's old enough): such timers only keep
  // the page from settling early (due).
  const holdUntil = 3000;
  st.holds = new Set();
  // polls are the intervals of half a second or less a page set as it loaded
  // (before its load event, not from within a timer, an interval or a
  // frame) whose runs have not changed the page yet, with the runs each
  // made: a page that checks every 250 ms whether its data came and
  // shows it on the sixth check is the page a person sees after 1.5 s.
  // Each holds the page until it is cleared or one of its runs changes
  // the page (a clock's first tick); one that never does holds it for
  // pollRuns runs, and no later than holdUntil. An interval set later (a
  // socket's heartbeat, started when it opened) holds nothing.
  const pollMax = 500, pollRuns = 12;
  st.polls = new Map();
  let ticking = 0; // depth inside a timer's, an interval's or a frame's callback
  const within = (fn, self, args) => {
    ticking++;
    try { return fn.apply(self, args); } finally { ticking--; }
  };
  const forget = (id) => { st.timers.delete(id); st.intervals.delete(id); st.holds.delete(id); st.polls.delete(id); };
  // polled runs an interval's callback, and lets its hold go once a run
  // changed the page (the mutations taken here are marked at once).
  const polled = (id, fn, self, args) => {
    try { return within(fn, self, args); } finally {
      const runs = st.polls.get(id);
      if (runs !== undefined) {
        if (changed(mo.takeRecords())) { st.polls.delete(id); mark(); }
        else if (runs + 1 >= pollRuns) st.polls.delete(id);
        else st.polls.set(id, runs + 1);
      }
    }
  };
  W.setTimeout = function (fn, ms, ...args) {
    const due = now() + (Number(ms) || 0);
    let id;
    const run = typeof fn === 'function'
      ? function () { forget(id); return within(fn, this, arguments); }
      : function () { forget(id); return within(() => (0, eval)(String(fn)), this, []); };
    id = oSetTimeout.call(W, run, ms, ...args);
    st.timers.set(id, due);
    if (due <= holdUntil && ticking === 0) st.holds.add(id);
    return id;
  };
  W.clearTimeout = function (id) { forget(id); return oClearTimeout.call(W, id); };
  W.setInterval = function (fn, ms, ...args) {
    const period = Math.max(Number(ms) || 0, 4);
    let id;
    const run = typeof fn === 'function'
      ? function () { st.intervals.set(id, now() + period); st.holds.delete(id); return polled(id, fn, this, arguments); }
      : function () { st.intervals.set(id, now() + period); st.holds.delete(id); return polled(id, () => (0, eval)(String(fn)), this, []); };
    id = oSetInterval.call(W, run, ms, ...args);
    st.intervals.set(id, now() + period);
    if (period <= pollMax && ticking === 0 && document.readyState !== 'complete' && now() < holdUntil) st.polls.set(id, 0);
    // A longer one holds the page to its first run, as a timer due as
    // soon would: a one-shot timer may be an interval cleared on its first
    // run (RxJS's timer), and a person sees what that run shows.
    else if (now() + period <= holdUntil && ticking === 0) st.holds.add(id);
    return id;
  };
  W.clearInterval = function (id) { forget(id); return oClearInterval.call(W, id); };
  // idles are the idle callbacks the page asked for and that have not
  // run: each keeps the page from settling early, as a frame does; and
  // one a young page asked for outside a callback of its own (data come,
  // to be shown when the page is idle) holds it until it runs, as a
  // timer due soon does, and no later than holdUntil: a page whose
  // thread stays busy runs it late, and shows what it shows then.
  st.idles = new Set();
  st.idleHolds = new Set();
  if (oRIC) {
    const oCIC = W.cancelIdleCallback;
    const gone = (id) => { st.idles.delete(id); st.idleHolds.delete(id); };
    W.requestIdleCallback = function (cb, opts) {
      if (typeof cb !== 'function') return oRIC.apply(W, arguments);
      let id;
      id = oRIC.call(W, function () { gone(id); return within(cb, this, arguments); }, opts);
      st.idles.add(id);
      if (ticking === 0 && now() < holdUntil) st.idleHolds.add(id);
      return id;
    };
    if (oCIC) W.cancelIdleCallback = function (id) { gone(id); return oCIC.call(W, id); };
  }
  if (oRAF) {
    W.requestAnimationFrame = function (cb) {
      let id;
      id = oRAF.call(W, function () { st.frames.delete(id); return within(cb, this, arguments); });
      st.frames.add(id);
      return id;
    };
    W.cancelAnimationFrame = function (id) { st.frames.delete(id); return oCAF.call(W, id); };
  }
  // A worker started is work to come: render follows it only once Chrome
  // reports it, a little later, so the page does not settle early within
  // a window of it (its script may be a blob: URL, never in flight).
  st.workerAt = -Infinity;
  for (const name of ['Worker', 'SharedWorker']) {
    if (typeof W[name] !== 'function') continue;
    W[name] = new Proxy(W[name], {
      construct(target, args, newTarget) {
        st.workerAt = now();
        mark();
        return Reflect.construct(target, args, newTarget);
      },
    });
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
  // A fetch resolves when the response's headers arrive; its body comes
  // later, through the network service even from Chrome's cache, and the
  // page usually waits for it (response.json()) before it changes. A body
  // being read is a fetch still in flight.
  if (W.Response) {
    for (const m of ['arrayBuffer', 'blob', 'bytes', 'formData', 'json', 'text']) {
      const orig = W.Response.prototype[m];
      if (typeof orig !== 'function') continue;
      W.Response.prototype[m] = function () {
        st.fetches++;
        let p;
        try { p = orig.apply(this, arguments); } catch (e) { settle(); throw e; }
        p.then(settle, settle);
        return p;
      };
    }
  }
  if (W.XMLHttpRequest) {
    const oSend = W.XMLHttpRequest.prototype.send;
    W.XMLHttpRequest.prototype.send = function () {
      st.fetches++;
      this.addEventListener('loadend', settle, { once: true });
      try { return oSend.apply(this, arguments); } catch (e) { settle(); throw e; }
    };
  }
  // Work the browser does off the main thread, which stays idle
  // meanwhile, is in flight as a fetch is until its promise settles: a
  // WebAssembly module compiled or instantiated (sql.js querying a
  // database file a script fetched), a body read (a Blob's or a
  // response's: postal-mime reads the mail it parses from a Blob, which
  // on a busy machine takes longer than the quiet window), a digest or
  // another operation of SubtleCrypto (a page that finds its data by
  // the hash of its own JSON-LD).
  const inFlight = (obj, names) => {
    if (!obj) return;
    for (const m of names) {
      let orig;
      try { orig = obj[m]; } catch (e) { continue; }
      if (typeof orig !== 'function') continue;
      obj[m] = function () {
        st.fetches++;
        let p;
        try { p = orig.apply(this, arguments); } catch (e) { settle(); throw e; }
        Promise.resolve(p).then(settle, settle);
        return p;
      };
    }
  };
  try {
    inFlight(W.WebAssembly, ['compile', 'instantiate', 'compileStreaming', 'instantiateStreaming']);
    const bodies = ['arrayBuffer', 'blob', 'bytes', 'formData', 'json', 'text'];
    if (W.Blob) inFlight(W.Blob.prototype, bodies);
    if (W.Response) inFlight(W.Response.prototype, bodies);
    if (W.Request) inFlight(W.Request.prototype, bodies);
    if (W.SubtleCrypto) inFlight(W.SubtleCrypto.prototype, ['digest', 'encrypt', 'decrypt', 'sign', 'verify', 'deriveBits', 'deriveKey', 'importKey', 'exportKey', 'generateKey', 'wrapKey', 'unwrapKey']);
  } catch (e) { /* the page's own stand */ }
  // A request to IndexedDB (a database opened, a transaction) is work in
  // flight as a fetch is: a page that keeps the data it fetched in a
  // store (localforage) and shows what it reads back shows it once the
  // store answers, which on a busy machine is a while after the fetch.
  // Each counts until it ends, whichever way (ended, once).
  const track = (target, events) => {
    st.fetches++;
    let left = true;
    const end = () => {
      if (!left) return;
      left = false;
      for (const e of events) target.removeEventListener(e, end);
      settle();
    };
    for (const e of events) target.addEventListener(e, end);
  };
  // wrapTracked has proto's method fn track, until one of events, the
  // request it returns, or with self the object it was called on (a
  // FileReader's read: a file read off the main thread, as a Blob's is).
  const wrapTracked = (proto, fn, events, self) => {
    const orig = proto && proto[fn];
    if (typeof orig !== 'function') return;
    proto[fn] = function () {
      const r = orig.apply(this, arguments);
      try { track(self ? this : r, events); } catch (e) { /* untracked */ }
      return r;
    };
  };
  try {
    if (W.FileReader) {
      for (const m of ['readAsArrayBuffer', 'readAsBinaryString', 'readAsDataURL', 'readAsText']) {
        wrapTracked(W.FileReader.prototype, m, ['loadend'], true);
      }
    }
    if (W.IDBFactory) {
      wrapTracked(W.IDBFactory.prototype, 'open', ['success', 'error', 'blocked']);
      wrapTracked(W.IDBFactory.prototype, 'deleteDatabase', ['success', 'error', 'blocked']);
    }
    if (W.IDBDatabase) wrapTracked(W.IDBDatabase.prototype, 'transaction', ['complete', 'abort', 'error']);
  } catch (e) { /* the page's own stores stand */ }

  // due reports whether a timer or an interval fires before limit.
  const due = (limit) => {
    for (const t of st.timers.values()) if (t <= limit) return true;
    for (const t of st.intervals.values()) if (t <= limit) return true;
    return false;
  };
  // behind reports whether a timer or an interval of the page was due
  // more than lag ms before t and has not run: the page's thread is
  // behind (its process was not scheduled, on a machine busier than it
  // has cores), and a quiet window measured by the clock says nothing of
  // what the page did in it. A typesetter that works in chunks, each on a
  // timer ("Processing math: 4%"), is quiet for 300 ms only when its
  // renderer stood still that long, and its next chunk then runs first.
  const lag = 50;
  const behind = (t) => due(t - lag);

  // shownText is the text the page shows.
  const shownText = () => (document.body ? document.body.innerText : '');

  // quiet resolves once nothing has changed for win ms, or earlier, after
  // settle ms without change, when the main thread went idle and nothing is
  // scheduled that could change the page within win ms; and no loading
  // indicator is on screen. With since >= 0 (the page was just navigated
  // within its document, and had changed since times before), it must
  // stay quiet for a whole window from now, and tells whether it changed
  // at all (moved): whether it changed, and its text is not the one noted
  // by route() before the navigation (a listener that marks an attribute,
  // or a long task, is no router). A page that did not move does not route
  // by its fragment.
  // It gives up after max ms, with the loading indicator it saw. With
  // touch (after a click or a scroll of ours), the page counts as changed
  // now, but may settle early as after a change of its own. With stall,
  // it gives up sooner on a page that shows a loading indicator and has
  // not changed for stall ms, with nothing in flight or scheduled and no
  // worker at work: its app waits for what will not come (a request that
  // failed, an error it did not survive), and only a socket could still
  // wake it.
  const quiet = (win, settleMs, max, since, touch, stall) => new Promise((resolve) => {
    const start = now();
    const fresh = since >= 0;
    if (fresh || touch) st.act = start;
    let idleAt = -1, idlePending = false;
    let done = false;
    let shown = '', shownAt = -Infinity, shownAct = -1;
    // indicator is the loading indicator on screen, looked at again after a
    // change or every 100 ms.
    const indicator = (t) => {
      if (shownAct !== st.act || t - shownAt >= 100) {
        shown = loading();
        shownAt = t;
        shownAct = st.act;
      }
      return shown;
    };
    const finish = (v) => { done = true; resolve(v); };
    // check resolves when the page is quiet; it runs on a short timer and
    // whenever the main thread goes idle.
    const check = () => {
      if (done) return true;
      const t = now();
      const still = t - st.act;
      if (st.fetches <= 0 && st.holds.size === 0 && (st.polls.size === 0 && st.idleHolds.size === 0 || t >= holdUntil)) {
        const full = still >= win;
        const early = !full && !(fresh && t - start < win) && still >= settleMs &&
          idleAt > st.act && st.frames.size === 0 && st.idles.size === 0 && !due(t + win) && t - st.workerAt >= win;
        if ((full || early) && !behind(t) && !indicator(t)) {
          finish({ ok: true, early: early, moved: !fresh || st.changes > since && shownText() !== st.routeText });
          return true;
        }
        if (stall > 0 && still >= stall && t - start >= stall && st.frames.size === 0 && !due(t + win) &&
            t - st.workerAt >= stall && indicator(t)) {
          finish({ ok: false, early: false, stalled: true, loading: indicator(t) });
          return true;
        }
      }
      if (t - start >= max) {
        finish({ ok: false, early: false, loading: indicator(t) });
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

  // Loading indicators. A page that shows one is not done, whatever its
  // network and DOM say: it may wait on a worker, a socket or a timer. An
  // indicator counts only when it is rendered and on screen:
  //  - an element with aria-busy="true";
  //  - an indeterminate progress bar (role="progressbar" without
  //    aria-valuenow, or <progress> without value); a determinate one may
  //    be a reading gauge that never completes;
  //  - a main area (main or [role=main], else the body) whose visible text
  //    is short and has a line that is only a loading phrase ("Loading...",
  //    "Please wait"), or that has no visible text at all while something
  //    in it spins (an endless CSS or SVG animation);
  //  - an element on screen, in a page of any length, whose whole visible
  //    text is a loading phrase: a part of the page still loading (an API
  //    reference's operations behind "Loading..." while its introduction
  //    shows). A phrase that stays for good ends the wait by the stall
  //    rule (indicatorStall), not the page's timeout.
  // The phrases are spelled in ASCII with \u escapes: a script with other
  // characters in a literal costs every renderer tens of megabytes more
  // (measured: about 45 MB a tab, whether the pattern runs or not).
  const PHRASE = /^(loading|please wait|one moment|just a moment|chargement|cargando|carregando|caricamento|wird geladen|laden|\u0437\u0430\u0433\u0440\u0443\u0437\u043a\u0430|\u8aad\u307f\u8fbc\u307f\u4e2d|\u52a0\u8f7d\u4e2d|\u8f09\u5165\u4e2d|\ub85c\ub529 \uc911)([ ,.]+(please wait|loading))?[\s.\u2026!]*$/i;
  const SHORT = 120;
  const shows = (el) => {
    if (!el.checkVisibility || !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
  };
  const name = (el) => {
    let s = el.tagName.toLowerCase();
    if (el.id) s += '#' + el.id;
    const cls = typeof el.className === 'string' ? el.className.trim().split(/\s+/)[0] : '';
    if (cls) s += '.' + cls;
    return s;
  };
  // texts returns the visible texts under root, open shadow roots
  // included, or null once they pass SHORT characters.
  const texts = (root) => {
    const out = [];
    let n = 0;
    const walk = (node) => {
      const it = document.createTreeWalker(node, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      let parent = null, visible = false;
      for (let c = it.nextNode(); c; c = it.nextNode()) {
        if (c.nodeType === Node.ELEMENT_NODE) {
          if (c.shadowRoot && walk(c.shadowRoot) === null) return null;
          continue;
        }
        const s = c.data.trim();
        if (!s) continue;
        const p = c.parentElement;
        if (p !== parent) { parent = p; visible = !!p && p.checkVisibility({ opacityProperty: true, visibilityProperty: true }); }
        if (!visible) continue;
        out.push(s);
        if ((n += s.length) > SHORT) return null;
      }
      return out;
    };
    return walk(root);
  };
  const spins = (root) => {
    for (const a of document.getAnimations ? document.getAnimations() : []) {
      const el = a.effect && a.effect.target;
      if (a.playState === 'running' && el && a.effect.getTiming().iterations === Infinity && root.contains(el) && shows(el)) return el;
    }
    for (const el of qsa(root, 'animate[repeatCount="indefinite"], animateTransform[repeatCount="indefinite"]')) {
      const svg = el.closest('svg');
      if (svg && shows(svg)) return svg;
    }
    return null;
  };
  // loadingPart returns an element on screen under root (open shadow
  // roots included) whose whole visible text is a loading phrase, or null.
  const loadingPart = (root) => {
    const it = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let c = it.nextNode(); c; c = it.nextNode()) {
      if (c.nodeType === Node.ELEMENT_NODE) {
        if (c.shadowRoot) {
          const el = loadingPart(c.shadowRoot);
          if (el) return el;
        }
        continue;
      }
      const s = c.data.trim();
      if (!s || s.length > 40 || !PHRASE.test(s)) continue;
      // The phrase's element, or the nearest one around it that holds
      // nothing else to read (a phrase beside its spinner).
      let el = c.parentElement;
      while (el && el.parentElement && el.parentElement !== document.body &&
        el.parentElement.textContent.trim() === s) el = el.parentElement;
      if (el && el.textContent.trim() === s && shows(el)) return el;
    }
    return null;
  };
  const loading = () => {
    for (const el of qsa(document, '[aria-busy="true"], [role="progressbar"]:not([aria-valuenow]), progress:not([value])')) {
      if (shows(el)) return (el.getAttribute('aria-busy') === 'true' ? 'aria-busy ' : 'progress bar ') + name(el);
    }
    const landmark = oDocQS.call(document, 'main, [role="main"]');
    const main = landmark && landmark.checkVisibility() ? landmark : document.body;
    if (!main) return '';
    const words = texts(main);
    if (words === null) {
      const part = document.body && loadingPart(document.body);
      return part ? 'placeholder "' + part.textContent.trim() + '" in ' + name(part) : '';
    }
    const phrase = words.find((s) => PHRASE.test(s));
    if (phrase) return 'placeholder "' + phrase + '" in ' + name(main);
    if (words.length === 0) {
      const el = spins(main);
      if (el) return 'spinner ' + name(el) + ' in ' + name(main);
    }
    return '';
  };

  quiet.changes = () => st.changes;
  // route notes the text the page shows before a navigation within the
  // document, and returns how many times the page changed.
  quiet.route = () => { st.routeText = shownText(); return st.changes; };
  quiet.loading = loading;
  Object.defineProperty(W, '__renderQuiet', { value: quiet, enumerable: false });
})();
