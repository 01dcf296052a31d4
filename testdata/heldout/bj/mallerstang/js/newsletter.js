/* newsletter.js - the newsletters are written in plain text (Djot, which Tom
   says is Markdown tidied up) and turned into the page here. */
(function () {
  var art = document.getElementById('newsletter');
  if (!art) { return; }
  var file = art.getAttribute('data-text');
  getData('../data/news/' + file).then(function (text) {
    art.innerHTML = djot.renderHTML(djot.parse(text));
  }).catch(function (err) {
    art.innerHTML = '<p>Sorry, this newsletter could not be loaded. It is also in the parish magazine.</p>';
    console.warn(err);
  });
})();
