  // Included in extract.js. visibleText gives the text a person sees on a
  // page built of shadow roots or holding same-origin frames, which
  // body.innerText does not: innerText reads the light DOM only, and called
  // on an element that is not rendered it gives all of its textContent.
  // The page is read in composed-tree order: a shadow host by its shadow
  // root, a slot by what is assigned to it (or its fallback), a frame
  // where it stands. An element not rendered (display:none, a closed
  // dialog or details, content-visibility:hidden) is left out with all it
  // holds. Only the elements that hold a host, a slot or a frame are walked
  // (markPath marks them while extract.js walks the page); any other
  // rendered element gives its innerText, and the pieces are joined with
  // the line breaks innerText puts around blocks.
  const textMarks = new Set();
  // markPath marks node and its ancestors up to its tree's root.
  const markPath = (node) => {
    for (let n = node; n && !textMarks.has(n); n = n.parentNode) textMarks.add(n);
  };
  const textSkip = new Set(['STYLE', 'SCRIPT', 'TEMPLATE', 'LINK', 'META', 'NOSCRIPT', 'HEAD', 'TITLE']);
  // The read of a huge page made of components stops after textNodes
  // nodes or textMillis ms (a 20,000-row page of components takes 1 to
  // 2 s on a busy machine), with the text read so far: the whole
  // evaluation has a few seconds before the page counts as hung.
  const textNodes = 300000;
  const textMillis = 2000;
  const styleOf = (el) => {
    const w = el.ownerDocument.defaultView;
    return w ? w.getComputedStyle(el) : null;
  };
  const inShadow = (el) => {
    const r = el.getRootNode();
    return r !== el && r.nodeType === 11 && !!r.host;
  };
  // breaksOf is the number of line breaks innerText requires around an
  // element of computed style cs.
  const breaksOf = (el, cs) => {
    const d = cs.display;
    if (d === 'contents' || d.startsWith('inline') || d.startsWith('ruby') || d === 'table-cell') return 0;
    return el.tagName === 'P' ? 2 : 1;
  };
  // shown reports whether el, whose parent in the composed tree is shown,
  // is rendered: checkVisibility says no for display:contents, which has
  // no box of its own and shows its children.
  const shown = (el, cs) => {
    if (!cs || cs.display === 'none') return false;
    if (cs.display === 'contents' || typeof el.checkVisibility !== 'function') return true;
    return el.checkVisibility();
  };
  // join makes one string of pieces (strings) and required line breaks
  // (numbers), as innerText does: a run of breaks counts as its largest,
  // none at either end, no spaces at the edges of a line. It keeps what
  // it needs of the end of the text in variables: a test of the whole
  // text at each piece would cost the square of its length.
  const join = (pieces) => {
    const out = [];
    let br = 0;
    let newlines = 0; // at the end of the text
    let space = false; // the text ends with a space
    const add = (t) => {
      out.push(t);
      let k = t.length;
      while (k > 0 && t[k - 1] === '\n') k--;
      newlines = k === 0 ? newlines + t.length : t.length - k;
      space = t[t.length - 1] === ' ';
    };
    for (const p of pieces) {
      if (typeof p === 'number') {
        br = Math.max(br, p);
        continue;
      }
      let t = p;
      if (!out.length || br || newlines || space) t = t.replace(/^ +/, '');
      if (!t) continue;
      if (out.length && br) {
        if (space) {
          const last = out.pop();
          let k = last.length;
          while (k > 0 && last[k - 1] === ' ') k--;
          newlines = 0;
          if (k) add(last.slice(0, k));
        }
        if (br > newlines) add('\n'.repeat(br - newlines));
      }
      br = 0;
      add(t);
    }
    return out.join('').trimEnd();
  };
  // visibleText reads the composed tree under start (a body), descending at
  // most maxDepth shadow roots and frames deep.
  const visibleText = (start, maxDepth) => {
    const pieces = [];
    // Items: [node, the computed style of its parent in the composed tree,
    // depth], or what to put when an element ends (line breaks, a cell's
    // tab).
    const stack = [[start, null, 0]];
    const t0 = performance.now();
    for (let budget = textNodes; stack.length && budget > 0; budget--) {
      if ((budget & 1023) === 0 && performance.now() - t0 > textMillis) break;
      const item = stack.pop();
      if (!Array.isArray(item)) {
        pieces.push(item);
        continue;
      }
      const [n, up, depth] = item;
      if (n.nodeType === 3) {
        if (up && up.visibility !== 'visible') continue;
        const pre = up && /^(pre|break-spaces)/.test(up.whiteSpace);
        pieces.push(pre ? n.data : n.data.replace(/[ \t\n\r\f]+/g, ' '));
        continue;
      }
      if (n.nodeType !== 1 || textSkip.has(n.tagName)) continue;
      const cs = styleOf(n);
      if (!cs || cs.display === 'none') continue;
      if (n.tagName === 'SLOT' && inShadow(n)) {
        const kids = n.assignedNodes({ flatten: true });
        for (let i = kids.length - 1; i >= 0; i--) stack.push([kids[i], cs, depth]);
        continue;
      }
      if (!shown(n, cs)) continue;
      if (n.tagName === 'BR') {
        pieces.push('\n');
        continue;
      }
      if (n.tagName === 'IFRAME' || n.tagName === 'FRAME') {
        let doc = null;
        if (textMarks.has(n) && depth < maxDepth) {
          try { doc = n.contentDocument; } catch (e) { doc = null; }
        }
        const body = doc && (doc.body || doc.documentElement);
        if (body) {
          pieces.push(1);
          stack.push(1, [body, null, depth + 1]);
        }
        continue;
      }
      const br = breaksOf(n, cs);
      const cell = cs.display === 'table-cell';
      const host = !!n.shadowRoot && depth < maxDepth;
      if (!host && !textMarks.has(n)) {
        // A rendered element that holds no host, slot or frame.
        const s = n.innerText || '';
        if (s) pieces.push(br, s, br);
        if (cell) pieces.push('\t');
        continue;
      }
      pieces.push(br);
      if (cell) stack.push('\t');
      stack.push(br);
      const kids = host ? n.shadowRoot.childNodes : n.childNodes;
      for (let i = kids.length - 1; i >= 0; i--) stack.push([kids[i], cs, host ? depth + 1 : depth]);
    }
    return join(pieces);
  };
