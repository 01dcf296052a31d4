// guide.js - j and k step through the paragraphs of a guide, Esc clears
(function () {
  var steps = [];
  var at = -1;
  function show(n) {
    if (!steps.length) steps = Array.prototype.slice.call(document.querySelectorAll('.guide p'));
    if (at >= 0 && steps[at]) steps[at].classList.remove('focus');
    at = Math.max(0, Math.min(steps.length - 1, n));
    steps[at].classList.add('focus');
    steps[at].scrollIntoView({ block: 'center' });
  }
  hotkeys('j', function () { show(at + 1); });
  hotkeys('k', function () { show(at - 1); });
  hotkeys('esc', function () { if (at >= 0) steps[at].classList.remove('focus'); at = -1; });
})();
