/* Site search: loads the prebuilt index; results appear only while typing. */
(function () {
  var input = document.getElementById('search-input');
  var out = document.getElementById('results-container');
  if (!input || !out || !window.SimpleJekyllSearch) return;
  window.docSearch = SimpleJekyllSearch({
    searchInput: input,
    resultsContainer: out,
    json: '/search.json',
    searchResultTemplate: '<li><a href="{url}">{title}</a> <span class="cat">{category}</span></li>',
    noResultsText: '<li class="none">Nothing matches that search.</li>',
    limit: 8,
    fuzzy: false
  });
})();
