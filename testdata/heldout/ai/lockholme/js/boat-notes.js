// "On board": the boat's notes, written in Markdown by the yard
// (fleet/md/NAME.md), rendered with commonmark.js.
(function () {
  var box = document.querySelector('[data-md]');
  if (!box) return;
  fetch('/fleet/md/' + box.getAttribute('data-md') + '.md')
    .then(function (r) { return r.text(); })
    .then(function (src) {
      var reader = new commonmark.Parser();
      var writer = new commonmark.HtmlRenderer({ safe: true });
      box.innerHTML = writer.render(reader.parse(src));
    });
})();
