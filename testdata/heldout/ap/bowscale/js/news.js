// News posts. Later updates to a post are kept, in Markdown, in one file
// keyed by the post's slug; they are fetched with redaxios and rendered
// with remarkable under the post.
(function () {
  var post = document.querySelector('article[data-post]');
  var box = document.querySelector('aside.update');
  if (!post || !box) return;
  var md = new remarkable.Remarkable({ typographer: false });
  redaxios.get('/data/updates.json').then(function (res) {
    var u = res.data[post.getAttribute('data-post')];
    if (!u) return;
    box.innerHTML = md.render(u.markdown);
  });
})();
