// tiny DOM hyperscript used with xhtm
export function h(tag, props) {
  var el = document.createElement(tag);
  for (var k in props || {}) {
    var v = props[k];
    el.setAttribute(k, Array.isArray(v) ? v.join('') : v);
  }
  [].slice.call(arguments, 2).flat(Infinity).forEach(function (c) {
    if (c == null || c === false) return;
    el.append(c.nodeType ? c : String(c));
  });
  return el;
}
