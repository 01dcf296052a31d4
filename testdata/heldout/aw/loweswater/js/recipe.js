/* recipe.js: servings scaler, copy ingredients, print.
   Nothing changes until the reader presses a button. */
(function () {
  'use strict';

  var card = document.querySelector('.recipe-card');
  if (!card) return;
  var out = card.querySelector('output.serves');
  var base = out ? parseInt(out.getAttribute('data-base'), 10) : 0;
  var qtys = Array.prototype.slice.call(card.querySelectorAll('.ingredients .qty'));
  qtys.forEach(function (q) { q.setAttribute('data-base', q.textContent.trim()); });

  function pretty(n) {
    var r = Math.round(n * 4) / 4;
    var whole = Math.floor(r), frac = r - whole;
    var f = { 0.25: '¼', 0.5: '½', 0.75: '¾' }[frac] || '';
    return (whole ? String(whole) : (f ? '' : '0')) + f;
  }

  function scale(to) {
    if (!out || to < 1 || to > 24) return;
    out.value = to;
    qtys.forEach(function (q) {
      var b = parseFloat(q.getAttribute('data-base'));
      q.textContent = pretty(b * to / base);
    });
  }

  function ingredientsText() {
    var lines = Array.prototype.map.call(card.querySelectorAll('.ingredients li'), function (li) {
      return '- ' + li.textContent.replace(/\s+/g, ' ').trim();
    });
    return card.querySelector('h1').textContent + '\n' + lines.join('\n');
  }

  function toast(ok) {
    if (!window.iziToast) return;
    window.iziToast[ok ? 'success' : 'warning']({
      title: ok ? 'Copied' : 'Sorry',
      message: ok ? 'The ingredients are on your clipboard.' : 'Your browser would not let us copy.',
      position: 'bottomCenter',
      timeout: 2500
    });
  }

  card.addEventListener('click', function (e) {
    var btn = e.target.closest('button');
    if (!btn) return;
    if (btn.classList.contains('step')) {
      scale(Number(out.value) + Number(btn.getAttribute('data-step')));
    } else if (btn.classList.contains('copy-ingredients')) {
      if (navigator.clipboard) {
        navigator.clipboard.writeText(ingredientsText()).then(function () { toast(true); }, function () { toast(false); });
      } else {
        toast(false);
      }
    } else if (btn.classList.contains('print-recipe')) {
      window.print();
    }
  });
})();
