// Hollinsby Voices: listeners' comments, for the recordings that have any.
(function () {
  var article = document.querySelector('article[data-interview]');
  if (!article || article.dataset.hasComments !== 'true') return;
  var box = article.querySelector('.comments');
  var day = tinytime('{Do} {MMMM} {YYYY}');
  wretch('/data/comments/' + article.dataset.interview + '.json')
    .get()
    .json(function (list) {
      if (!list.length) return;
      var h = document.createElement('h2');
      h.textContent = 'What listeners have told us';
      box.appendChild(h);
      list.forEach(function (c) {
        var p = document.createElement('p');
        p.textContent = c.text;
        var meta = document.createElement('p');
        meta.className = 'comment-meta';
        meta.textContent = c.name + ', ' + day.render(new Date(c.date + 'T12:00:00'));
        box.appendChild(p);
        box.appendChild(meta);
      });
    })
    .catch(function () {});
})();
