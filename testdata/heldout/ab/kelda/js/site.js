
// search box: loads the page index for suggestions; reading time estimate
(function () {
  var input = document.getElementById('site-search');
  if (input) {
    var box = new Awesomplete(input, { minChars: 2, maxItems: 8 });
    fetch('/data/search-index.json').then(function (r) { return r.json(); })
      .then(function (list) { box.list = list; });
  }
  var art = document.querySelector('article');
  var out = document.getElementById('read-time');
  if (art && out) {
    Countable.count(art, function (c) {
      out.textContent = Math.max(1, Math.round(c.words / 200)) + ' min read';
    });
  }
})();
