/* news.js - the news page is data/news.md, turned into HTML in the
   browser by markdown-js (lib/markdown.js), so committee members can
   email me items and I paste them straight in. It doesn't pass HTML
   through, so my comment at the top of the file is taken out first. */

DFR.ready(function () {
  var box = document.getElementById('news');
  DFR.get('data/news.md').then(function (text) {
    box.innerHTML = markdown.toHTML(text.replace(/<!--[\s\S]*?-->/g, ''));
  }).catch(function (e) {
    box.innerHTML = '<p>Sorry, the news would not load (' + DFR.esc(e.message) + ').</p>';
  });
});
