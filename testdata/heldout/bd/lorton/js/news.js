// news.js - news posts are written in Markdown (that is how the committee send
// them to me) and kept in news/posts/. This turns the post into HTML with
// PageDown's Markdown.Converter (lib/Markdown.Converter.js).
(function () {
  var article = document.getElementById('post');
  if (!article) return;
  var converter = new Markdown.Converter();

  fetch(article.getAttribute('data-post'))
    .then(function (r) {
      if (!r.ok) throw new Error(r.status);
      return r.text();
    })
    .then(function (text) {
      article.innerHTML = converter.makeHtml(text);
    })
    .catch(function () {
      article.innerHTML = '<p>Sorry, this post could not be loaded.</p>';
    });
})();
