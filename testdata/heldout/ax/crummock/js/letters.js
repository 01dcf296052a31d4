// letters.js - the reply form under each letter, and the large print switch.
// autosize grows the reply box as you type; the print size button only
// swaps a class (its label says what it does either way).
import autosize from '/lib/autosize.esm.js';

const KEY = 'courier-large-print';

autosize(document.querySelectorAll('form.reply textarea'));

const toggle = document.querySelector('.print-size');
function setLarge(on) {
  document.body.classList.toggle('large-print', on);
  toggle?.setAttribute('aria-pressed', String(on));
  try { on ? localStorage.setItem(KEY, '1') : localStorage.removeItem(KEY); } catch { /* private mode */ }
}
toggle?.addEventListener('click', () => setLarge(!document.body.classList.contains('large-print')));
try { if (localStorage.getItem(KEY)) setLarge(true); } catch { /* ignore */ }

// Mail clients drop the subject from a text/plain form post, so put it in
// the mailto: link before the form goes.
document.querySelector('form.reply')?.addEventListener('submit', e => {
  const form = e.currentTarget;
  const subject = form.elements.subject?.value;
  if (subject && !form.action.includes('?')) form.action += `?subject=${encodeURIComponent(subject)}`;
});
