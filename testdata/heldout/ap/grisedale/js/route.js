// Route guides: a carousel of photographs (Splide), a hand-drawn underline
// on the hazard (rough-notation), and the grade and any seasonal notices,
// which the pages hold as message keys: the words are in /i18n/en.json,
// shared with the route cards the club prints.
import Banana from '/lib/banana-i18n.js';

const carousel = document.querySelector('.splide');
if (carousel) {
  new Splide(carousel, { type: 'loop', perPage: 1, arrows: true, pagination: true }).mount();
}
document.querySelectorAll('.hazard').forEach((el) => {
  RoughNotation.annotate(el, { type: 'underline', color: '#c2410c', padding: 2 }).show();
});

const res = await fetch('/i18n/en.json');
const banana = new Banana('en');
banana.load(await res.json(), 'en');
document.querySelectorAll('[data-msg]').forEach((el) => {
  const args = JSON.parse(el.getAttribute('data-args') || '[]');
  el.textContent = banana.i18n(el.getAttribute('data-msg'), ...args);
});
