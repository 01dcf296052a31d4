// Landing pages: the cards and the banner fade in as they scroll into view
// (sal.js), and the <i data-feather> placeholders become icons.
(function () {
  feather.replace({ width: 22, height: 22 });
  sal({ threshold: 0.2, once: true });
})();
