// Installed in every new document before its own scripts run, after
// quiet.js. It keeps what the page's scripts reveal of where the app can go
// and of what a person could click:
//  - every URL the app routes to through the History API (pushState,
//    replaceState; while exploring, any navigation within the document),
//    and those it opens with window.open (which opens nothing: nor does a
//    link with a target of a new window);
//  - the elements that got a click-like listener (addEventListener), which
//    exploration (explore.js) clicks;
//  - once exploration starts: the navigations a click starts away from the
//    document, which are recorded and stopped (the Navigation API's
//    navigate event), the windows it opens (recorded, never opened), and
//    the requests it makes (fetch, XHR, beacons, WebSockets, event
//    sources).
(() => {
  if (window !== window.top || Object.prototype.hasOwnProperty.call(window, '__renderDiscover')) return;
  const W = window;
  const MAX = 2000; // URLs kept of each kind: a page that routes in a loop stays bounded
  const st = { exploring: false, routes: [], seen: new Set(), navs: [], requests: [], listened: new WeakSet() };
  const resolve = (u) => {
    try { return new URL(String(u), document.baseURI).href; } catch (e) { return ''; }
  };
  const route = (u) => {
    if (!/^https?:/i.test(u) || st.seen.has(u) || st.routes.length >= MAX) return;
    st.seen.add(u);
    st.routes.push(u);
  };
  const here = () => route(location.href);
  const request = (url, method, type) => {
    if (!st.exploring || st.requests.length >= MAX) return;
    const u = resolve(url);
    if (/^(https?|wss?):/i.test(u)) st.requests.push({ url: u, method: String(method || 'GET').toUpperCase(), type: type });
  };

  const oAdd = EventTarget.prototype.addEventListener;
  const oQSA = Document.prototype.querySelectorAll; // the browser's own, for our reads
  for (const name of ['pushState', 'replaceState']) {
    const orig = History.prototype[name];
    if (typeof orig !== 'function') continue;
    History.prototype[name] = function () {
      // A state saved for the URL shown (replaceState(state, title), as
      // javadoc does on load) goes nowhere: only a new URL is a route.
      let before = '';
      try { before = location.href; } catch (e) { before = ''; }
      const r = orig.apply(this, arguments);
      try { if (location.href !== before) here(); } catch (e) { /* a route we cannot read is no reason to break the app */ }
      return r;
    };
  }

  // A click-like listener makes its element worth a click.
  const CLICKISH = new Set(['click', 'dblclick', 'auxclick', 'mousedown', 'mouseup', 'pointerdown', 'pointerup', 'touchstart', 'touchend']);
  EventTarget.prototype.addEventListener = function (type, fn, opts) {
    if (CLICKISH.has(type) && this instanceof Element) st.listened.add(this);
    return oAdd.call(this, type, fn, opts);
  };

  // A window the page opens is never opened: nobody reads it, and its
  // requests would go out unpaced. window.open records its URL and gives
  // null (as a blocked popup does); a click on a link that opens a window
  // does nothing (the link stays in the page's links).
  W.open = function (url) {
    if (url != null && url !== '') route(resolve(url));
    return null;
  };
  const opensWindow = (target) => {
    const t = String(target || '').toLowerCase();
    if (t === '' || t === '_self' || t === '_top' || t === '_parent') return false;
    for (const f of oQSA.call(document, 'iframe[name], frame[name]')) {
      if (f.name.toLowerCase() === t) return false;
    }
    return true;
  };
  oAdd.call(W, 'click', (e) => {
    const el = e.target && e.target.closest ? e.target.closest('a[href][target], area[href][target]') : null;
    if (el && opensWindow(el.target)) e.preventDefault();
  }, true);

  // While exploring, a navigation within the document (a fragment, a step
  // back) is a route, and one away from it is recorded and stopped: the
  // tab stays on the page it explores. The listener is added only then:
  // before, a listener of ours would make every document look like one
  // that routes (see route.go).
  // blank: a form with fields a person types in (text, search, email, a
  // number, a date, a textarea), all of them empty, as a search box no
  // one typed in: its submission asks for nothing (a search for nothing,
  // a timetable from nowhere to nowhere, a sign-up with no name) and is
  // no page of the site. Exploring neither types nor chooses, so the
  // form's choices (a select, radios) are at their defaults: they do not
  // make it ask for anything. A form of choices alone (a select of sort
  // orders and a button) submits them. The form's own properties are
  // read through HTMLFormElement's (a field named "elements" stands in
  // for them on the form), and nothing here throws into the page.
  const typed = new Set(['text', 'search', 'email', 'tel', 'url', 'number', 'date', 'datetime-local', 'month', 'week', 'time', 'password']);
  const formElements = Object.getOwnPropertyDescriptor(HTMLFormElement.prototype, 'elements');
  const blank = (f) => {
    try {
      let fields = 0;
      for (const el of formElements.get.call(f)) {
        if (!el.name || el.disabled) continue;
        const tag = el.localName;
        if (tag === 'textarea' || (tag === 'input' && typed.has(el.type))) {
          if (String(el.value).trim() !== '') return false;
          fields++;
        }
      }
      return fields > 0;
    } catch (err) {
      return false;
    }
  };

  const watch = () => {
    if (!W.navigation) return;
    oAdd.call(W.navigation, 'navigate', (e) => {
      if (!e.destination) return;
      if (e.destination.sameDocument) { route(e.destination.url); return; }
      // A form's submission (its submitter or the form is the source)
      // is told from a link a script followed.
      const src = e.sourceElement;
      let f = null;
      try { f = src && (src instanceof HTMLFormElement ? src : src.form); } catch (err) { /* no form known */ }
      if (!(f instanceof HTMLFormElement)) f = null;
      const form = !!e.formData || !!f;
      const nav = { url: e.destination.url, method: e.formData ? 'POST' : 'GET', type: form ? 'form' : 'navigation' };
      if (f && nav.method === 'GET' && blank(f)) nav.blank = true;
      if (st.navs.length < MAX) st.navs.push(nav);
      if (e.cancelable) e.preventDefault();
    });
  };

  if (W.fetch) {
    const oFetch = W.fetch;
    W.fetch = function (input, init) {
      try {
        const isReq = typeof Request === 'function' && input instanceof Request;
        request(isReq ? input.url : input, (init && init.method) || (isReq ? input.method : 'GET'), 'fetch');
      } catch (e) { /* recorded or not, the request goes */ }
      return oFetch.apply(this, arguments);
    };
  }
  if (W.XMLHttpRequest) {
    const oOpenX = W.XMLHttpRequest.prototype.open;
    W.XMLHttpRequest.prototype.open = function (method, url) {
      try { request(url, method, 'xhr'); } catch (e) { /* as above */ }
      return oOpenX.apply(this, arguments);
    };
  }
  if (W.navigator && typeof W.navigator.sendBeacon === 'function') {
    const oBeacon = W.navigator.sendBeacon;
    W.navigator.sendBeacon = function (url) {
      request(url, 'POST', 'ping');
      return oBeacon.apply(this, arguments);
    };
  }
  for (const [name, type] of [['WebSocket', 'websocket'], ['EventSource', 'eventsource']]) {
    if (typeof W[name] !== 'function') continue;
    W[name] = new Proxy(W[name], {
      construct(target, args, newTarget) {
        request(args[0], 'GET', type);
        return Reflect.construct(target, args, newTarget);
      },
    });
  }

  const api = {
    // links are the URLs the app routed to or opened, and the pages that
    // clicks tried to navigate to (GET only: a form's POST is a request).
    links: () => st.routes.concat(st.navs.filter((n) => n.method === 'GET' && !n.blank).map((n) => n.url)),
    listened: (el) => st.listened.has(el),
    blank,
    explore: () => {
      if (!st.exploring) watch();
      st.exploring = true;
    },
    // take returns what exploration found since the last take.
    take: () => {
      const out = { routes: st.routes.slice(st.taken || 0), navs: st.navs, requests: st.requests };
      st.taken = st.routes.length;
      st.navs = [];
      st.requests = [];
      return out;
    },
  };
  Object.defineProperty(W, '__renderDiscover', { value: api, enumerable: false });
})();
