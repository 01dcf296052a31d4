// Evaluated in a rendered page before it is explored: defines
// window.__renderExplore, which explore.go drives one action at a time, so
// that what each click found is in hand even if the next one breaks the
// page. Returns whether the page can be explored (it has the hooks of
// hooks.js, installed before its scripts).
(() => {
  if (window.__renderExplore) return true;
  const W = window;
  const D = W.__renderDiscover;
  if (!D) return false;
  /* links.js */
  const ROLES = new Set(['button', 'link', 'tab', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'option', 'switch', 'treeitem']);
  const INPUTS = new Set(['button', 'submit', 'image']);
  const visible = (el) => {
    if (el.checkVisibility && !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  };
  // frameworkClick tells an element whose click handler a framework keeps
  // on the element rather than in a listener of its own (React's props,
  // Vue's invokers): their listener is on the app's root.
  const frameworkClick = (el) => {
    for (const k of Object.keys(el)) {
      const v = el[k];
      if (!v || typeof v !== 'object') continue;
      if (k.startsWith('__reactProps$') && (v.onClick || v.onMouseDown || v.onPointerDown)) return true;
      if (k === '_vei' && (v.onClick || v.onMousedown || v.onPointerdown)) return true;
    }
    return false;
  };
  const pointer = (el) => !!el && getComputedStyle(el).cursor === 'pointer';
  // candidate tells an element a person could activate, with something to
  // handle it. A link with an href is no candidate: it is a link already.
  const candidate = (el) => {
    const tag = el.tagName;
    if (el.disabled || el.getAttribute('aria-disabled') === 'true') return false;
    if (tag === 'A' || tag === 'AREA') {
      const h = (el.getAttribute('href') || '').trim();
      if (/^javascript:/i.test(h)) return true;
      if (h && h !== '#') return false;
    }
    if (tag === 'BUTTON') return (el.getAttribute('type') || '').toLowerCase() !== 'reset';
    if (tag === 'SUMMARY') return true;
    if (tag === 'INPUT') return INPUTS.has((el.getAttribute('type') || '').toLowerCase());
    if (el.hasAttribute('onclick') || D.listened(el) || frameworkClick(el)) return true;
    const role = el.getAttribute('role');
    if (role && ROLES.has(role)) return true;
    // The outermost element under a pointer cursor: its children inherit it.
    return tag !== 'HTML' && tag !== 'BODY' && pointer(el) && !pointer(el.parentElement);
  };
  // describe is what the skip pattern is matched against: the element's
  // text and the values of its attributes, and its form's action.
  const describe = (el) => {
    const parts = [(el.innerText || el.textContent || '').trim().slice(0, 200)];
    for (const a of el.attributes) if (a.value) parts.push(a.value.slice(0, 200));
    if (el.form && el.form.getAttribute('action')) parts.push(el.form.getAttribute('action'));
    return parts.join(' ');
  };
  const E = { queue: [], byId: new Map(), next: 1, known: new WeakSet(), sigs: new Set(), states: new Set(), links: new Set(), maxDepth: 1, home: '', found: null };
  // sig names an element by where it stands (the index of it and of each
  // of its ancestors among their siblings) and what it says, so that an
  // app that builds its list again (a route left and come back to) gives
  // the same item the same name.
  const sig = (el) => {
    const path = [];
    for (let n = el; n && n !== document.documentElement && path.length < 64;) {
      const p = n.parentNode;
      if (!p) break;
      let i = 0;
      for (let s = n.previousElementSibling; s; s = s.previousElementSibling) i++;
      path.push(n.tagName + i);
      n = p instanceof ShadowRoot ? (path.push('#'), p.host) : p;
    }
    return path.join('/') + ' ' + (el.textContent || '').trim().slice(0, 80);
  };
  // collect queues, in document order, the candidates not seen before, at
  // depth, with the URL of the state they were found in; beyond the
  // maximum depth they are only marked seen.
  const collect = (depth) => {
    const ids = [];
    each((el) => {
      if (E.known.has(el) || !candidate(el)) return;
      E.known.add(el);
      const s = sig(el);
      if (E.sigs.has(s)) return;
      E.sigs.add(s);
      if (depth > E.maxDepth) return;
      const id = E.next++;
      E.byId.set(id, { el, depth, sig: s, at: location.href, key: W.navigation && W.navigation.currentEntry ? W.navigation.currentEntry.key : '' });
      ids.push(id);
    });
    return ids;
  };
  // relocate finds, once its element left the document, the element that
  // stands in its place now (the same sig), if any.
  const relocate = (c) => {
    if (!E.found) {
      E.found = new Map();
      each((el) => { if (candidate(el)) E.found.set(sig(el), el); });
    }
    const el = E.found.get(c.sig);
    if (!el) return false;
    E.known.add(el);
    c.el = el;
    return true;
  };
  // restore brings the app back to the state a candidate was found in
  // (the route it showed), through the history entry of that state: an
  // app routes there as on a step back. It reports whether it got there.
  const restore = async (c, win, settle, max) => {
    const N = W.navigation;
    if (!N || !c.key || !N.entries().some((e) => e.key === c.key)) return false;
    try {
      await N.traverseTo(c.key).finished;
    } catch (e) {
      return false;
    }
    E.found = null;
    if (W.__renderQuiet) await W.__renderQuiet(win, settle, max, -1, true);
    return location.href === c.at;
  };
  // state is a hash of the visible DOM, so that a state met again (a menu
  // closed and opened) is explored once.
  const state = () => {
    const s = location.href + '\n' + (document.body ? document.body.innerText : '');
    let h = 0x811c9dc5;
    for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 16777619); }
    return (h >>> 0).toString(36) + ':' + s.length;
  };
  // adder gives out the links not reported before.
  const adder = (out) => (u) => {
    if (typeof u === 'string' && /^https?:/i.test(u) && !E.links.has(u)) { E.links.add(u); out.push(u); }
  };
  const scan = (add) => each((el) => elementLinks(el, add));
  const click = (el) => {
    try { el.scrollIntoView({ block: 'center', inline: 'center' }); } catch (e) { /* clicked where it is */ }
    const r = el.getBoundingClientRect();
    const at = { bubbles: true, cancelable: true, composed: true, view: window, clientX: r.left + r.width / 2, clientY: r.top + r.height / 2, button: 0 };
    const ptr = Object.assign({ pointerId: 1, isPrimary: true, pointerType: 'mouse' }, at);
    if (typeof PointerEvent === 'function') el.dispatchEvent(new PointerEvent('pointerdown', Object.assign({ buttons: 1 }, ptr)));
    el.dispatchEvent(new MouseEvent('mousedown', Object.assign({ buttons: 1 }, at)));
    if (typeof PointerEvent === 'function') el.dispatchEvent(new PointerEvent('pointerup', ptr));
    el.dispatchEvent(new MouseEvent('mouseup', at));
    if (typeof el.click === 'function') el.click();
    else el.dispatchEvent(new MouseEvent('click', at));
  };
  const drop = (id) => {
    E.byId.delete(id);
    const i = E.queue.indexOf(id);
    if (i >= 0) E.queue.splice(i, 1);
  };
  const api = {
    // start takes the page as it is: its state, its links, its candidates.
    start: (maxDepth) => {
      E.maxDepth = maxDepth;
      E.home = location.href;
      D.explore();
      D.take();
      E.states.add(state());
      scan(adder([]));
      E.queue = collect(1);
      return E.queue.length;
    },
    // peek is the next candidate still on screen, or one found in
    // another state of the app (a route it left), which act brings back
    // first; null when none is left.
    peek: () => {
      while (E.queue.length) {
        const id = E.queue[0];
        const c = E.byId.get(id);
        if (c && c.at !== location.href && c.key) {
          return { id: id, depth: c.depth, desc: describe(c.el) };
        }
        if (c && (c.el.isConnected || relocate(c)) && !c.el.disabled && visible(c.el)) {
          return { id: id, depth: c.depth, desc: describe(c.el) };
        }
        drop(id);
      }
      return null;
    },
    skip: drop,
    // act clicks a candidate, waits for the page to go quiet, and returns
    // what the click revealed: links, requests, navigations it started
    // (stopped), and whether the page reached a state not seen before.
    act: async (id, win, settle, max) => {
      const c = E.byId.get(id);
      drop(id);
      if (!c) return null;
      if (location.href !== c.at) {
        // A click before this one took the app to another route.
        if (!(await restore(c, win, settle, max))) return null;
        if (!(c.el.isConnected || relocate(c)) || c.el.disabled || !visible(c.el)) return null;
      }
      E.found = null;
      click(c.el);
      await new Promise((r) => {
        const tm = setTimeout(r, 100);
        requestAnimationFrame(() => { clearTimeout(tm); r(); });
      });
      if (window.__renderQuiet) await window.__renderQuiet(win, settle, max, -1, true);
      const out = { links: [], navs: [], requests: [], fresh: false, revealed: 0 };
      const h = state();
      const add = adder(out.links);
      if (!E.states.has(h)) {
        E.states.add(h);
        scan(add);
        out.fresh = true;
        // The controls of another route are that route's page's to
        // click: the route is a link, explored when it is visited.
        const ids = collect(location.href === c.at ? c.depth + 1 : E.maxDepth + 1);
        E.queue.unshift(...ids);
        out.revealed = ids.length;
      } else {
        collect(E.maxDepth + 1); // seen, never queued
      }
      const t = D.take();
      // A step back to the page's own URL is no route of its.
      t.routes.forEach((u) => { if (!inPageAnchor(u) && u !== E.home) add(u); });
      // A click of a form's submit control submits the form, whatever the
      // browser says of the navigation's source.
      const submits = !!c.el.form && (c.el.type === 'submit' || c.el.type === 'image');
      const blank = submits && D.blank(c.el.form);
      out.navs = t.navs.filter((n) => !inPageAnchor(n.url)).map((n) => (submits ? Object.assign(n, { type: 'form', blank: n.blank || (blank && n.method === 'GET') }) : n));
      out.requests = t.requests;
      return out;
    },
  };
  Object.defineProperty(window, '__renderExplore', { value: api, enumerable: false });
  return true;
})()
