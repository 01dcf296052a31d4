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
  // rendered element gives its innerText, and the pieces are joined by the
  // rules of innerText (the HTML standard's rendered text collection).
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
  const blockLevel = new Set(['block', 'flow-root', 'flex', 'grid', 'table', 'list-item', 'table-caption', '-webkit-box']);
  const styleOf = (el) => {
    const w = el.ownerDocument.defaultView;
    return w ? w.getComputedStyle(el) : null;
  };
  const inShadow = (el) => {
    const r = el.getRootNode();
    return r !== el && r.nodeType === 11 && !!r.host;
  };
  // breaksOf is the number of line breaks innerText requires around an
  // element of computed style cs: two around a p, one around a block.
  const breaksOf = (el, cs) => {
    const d = cs.display;
    if (d === 'contents') return 0;
    if (el.tagName === 'P') return 2;
    return blockLevel.has(d) || d.startsWith('block ') ? 1 : 0;
  };
  // shown reports whether el, whose parent in the composed tree is shown,
  // is rendered: checkVisibility says no for display:contents, which has
  // no box of its own and shows its children.
  const shown = (el, cs) => {
    if (!cs || cs.display === 'none') return false;
    if (cs.display === 'contents' || typeof el.checkVisibility !== 'function') return true;
    return el.checkVisibility();
  };
  // edgeBreaks is the line breaks innerText requires at the start (or the
  // end) of el's text, which el.innerText drops: those of the elements
  // its text begins (or ends) in, such as a cell's paragraph.
  const edgeBreaks = (el, first) => {
    let b = 0;
    for (let n = el, k = 0; k < 8; k++) {
      const c = first ? n.firstElementChild : n.lastElementChild;
      if (!c) break;
      let s = first ? c.previousSibling : c.nextSibling;
      while (s && !(s.nodeType === 3 && /\S/.test(s.data))) s = first ? s.previousSibling : s.nextSibling;
      if (s) break;
      const cs = styleOf(c);
      if (!cs || cs.display === 'none') break;
      b = Math.max(b, breaksOf(c, cs));
      n = c;
    }
    return b;
  };
  // lastOf reports whether el is the last shown element among its
  // siblings (the last cell of a row, the last row of a table).
  const lastOf = (el) => {
    for (let s = el.nextElementSibling; s; s = s.nextElementSibling) {
      const cs = styleOf(s);
      if (cs && cs.display !== 'none') return false;
    }
    return true;
  };
  // join makes one string of pieces, as innerText does: numbers are
  // required line breaks (a run of them counts as its largest, none at
  // either end); strings are text whose white space collapses (none at
  // the edges of a line); [string] is text as it stands (pre, an
  // element's innerText, a tab). It keeps what it needs of the end of the
  // text in variables: a test of the whole text at each piece would cost
  // the square of its length.
  const join = (pieces) => {
    const out = [];
    let br = 0;
    let space = false; // the text ends with a collapsible space
    let newline = false; // the text ends with a line break
    const trimSpace = () => {
      const last = out.pop();
      let k = last.length;
      while (k > 0 && last[k - 1] === ' ') k--;
      if (k) out.push(last.slice(0, k));
    };
    for (const p of pieces) {
      if (typeof p === 'number') {
        br = Math.max(br, p);
        continue;
      }
      const verbatim = typeof p !== 'string';
      let t = verbatim ? p[0] : p;
      if (!verbatim && (!out.length || br || newline || space)) t = t.replace(/^ +/, '');
      if (!t) continue;
      if (space && (br || t[0] === '\n')) trimSpace();
      if (out.length && br) out.push('\n'.repeat(br));
      br = 0;
      out.push(t);
      space = !verbatim && t[t.length - 1] === ' ';
      newline = t[t.length - 1] === '\n';
    }
    if (space) trimSpace();
    return out.join('');
  };
  // textCut says the last visibleText stopped at its bounds.
  let textCut = false;
  // visibleText reads the composed tree under start (a body), descending at
  // most maxDepth shadow roots and frames deep.
  const visibleText = (start, maxDepth) => {
    const pieces = [];
    // Items: [node, the computed style of its parent in the composed tree,
    // depth], or a piece to put when an element ends (line breaks, a
    // cell's tab, a row's line break).
    const stack = [[start, null, 0]];
    const t0 = performance.now();
    for (let budget = textNodes; stack.length && budget > 0; budget--) {
      if ((budget & 1023) === 0 && performance.now() - t0 > textMillis) break;
      const item = stack.pop();
      if (typeof item === 'number' || item.length === 1) {
        pieces.push(item);
        continue;
      }
      const [n, up, depth] = item;
      if (n.nodeType === 3) {
        if (up && up.visibility !== 'visible') continue;
        if (up && /^(pre|break-spaces)/.test(up.whiteSpace)) pieces.push([n.data]);
        else pieces.push(n.data.replace(/[ \t\n\r\f]+/g, ' '));
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
        pieces.push(['\n']);
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
      // A cell but the last of its row ends with a tab, a row but the
      // last of its table with a line break.
      let after = null;
      if ((cs.display === 'table-cell' || cs.display === 'table-row') && !lastOf(n)) {
        after = cs.display === 'table-cell' ? ['\t'] : ['\n'];
      }
      const host = !!n.shadowRoot && depth < maxDepth;
      if (!host && !textMarks.has(n)) {
        // A rendered element that holds no host, slot or frame.
        const s = n.innerText || '';
        if (s) pieces.push(Math.max(br, edgeBreaks(n, true)), [s], Math.max(br, edgeBreaks(n, false)));
        if (after) pieces.push(after);
        continue;
      }
      pieces.push(br);
      if (after) stack.push(after);
      stack.push(br);
      const kids = host ? n.shadowRoot.childNodes : n.childNodes;
      for (let i = kids.length - 1; i >= 0; i--) stack.push([kids[i], cs, host ? depth + 1 : depth]);
    }
    textCut = stack.length > 0;
    return join(pieces);
  };
