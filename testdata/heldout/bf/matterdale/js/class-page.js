/* class-page.js -- the "This year's learning" list on each class page is
   an accordion (badger-accordion, from npm). Every panel starts open --
   parents said they could not find the spring topic when it was folded
   away -- and a click on a heading folds that term up out of the way. */
(function () {
  var dl = document.querySelector('.js-badger-accordion');
  if (!dl || typeof BadgerAccordion === 'undefined') return;

  var all = [];
  var headers = dl.querySelectorAll('.js-badger-accordion-header');
  for (var i = 0; i < headers.length; i++) all.push(i);

  new BadgerAccordion(dl, {
    openHeadersOnLoad: all,
    openMultiplePanels: true
  });
})();
