// Tooltips for words with a data-tip, placed with Floating UI. Nothing is
// added until the reader points at or focuses such a word.
(function () {
  var tip = null;
  function show(e) {
    var el = e.currentTarget;
    hide();
    tip = document.createElement('div');
    tip.className = 'tooltip';
    tip.setAttribute('role', 'tooltip');
    tip.textContent = el.getAttribute('data-tip');
    document.body.appendChild(tip);
    FloatingUIDOM.computePosition(el, tip, {
      placement: 'top',
      middleware: [FloatingUIDOM.offset(6), FloatingUIDOM.flip(), FloatingUIDOM.shift({ padding: 5 })]
    }).then(function (pos) {
      if (!tip) return;
      tip.style.left = pos.x + 'px';
      tip.style.top = pos.y + 'px';
    });
  }
  function hide() {
    if (tip) { tip.remove(); tip = null; }
  }
  var els = document.querySelectorAll('[data-tip]');
  for (var i = 0; i < els.length; i++) {
    els[i].addEventListener('mouseenter', show);
    els[i].addEventListener('focus', show);
    els[i].addEventListener('mouseleave', hide);
    els[i].addEventListener('blur', hide);
  }
})();
