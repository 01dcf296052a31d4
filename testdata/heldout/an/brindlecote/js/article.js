// Archive articles: a pilcrow link beside each heading, smooth scrolling
// for the contents links (zenscroll does that by itself), the contents
// follow the reader (Bootstrap's scrollspy, from the data attributes on
// <body>), and the figures zoom on click.
(function () {
  anchors.options = { icon: '\u00B6', placement: 'right', visible: 'hover' };
  anchors.add('.article h2');
  mediumZoom('.article figure img', { margin: 24, background: 'rgba(20,16,10,.9)' });
})();
