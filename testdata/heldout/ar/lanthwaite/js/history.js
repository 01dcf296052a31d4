// History articles: contents list built from the h2s (tocbot).
tocbot.init({
  tocSelector: '.toc',
  contentSelector: '.history-body',
  headingSelector: 'h2',
  hasInnerContainers: false,
  scrollSmooth: true,
  orderedList: false
});
