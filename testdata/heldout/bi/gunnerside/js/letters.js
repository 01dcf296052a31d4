// letters.js - letters pages.
// Peggy types the letters page in Markdown (data/letters/NNNN.md, one file
// an issue) and this turns it into HTML with simple-markdown.
(function () {
  var issue = document.body.getAttribute('data-issue');
  var box = document.getElementById('letters');
  fetch('../data/letters/' + issue + '.md').then(function (res) {
    if (!res.ok) throw new Error('no letters file for issue ' + issue);
    return res.text();
  }).then(function (md) {
    box.innerHTML = SimpleMarkdown.markdownToHtml(md);
  }).catch(function () {
    box.innerHTML = '<p>Sorry, the letters for this issue are not on the website.</p>';
  });
})();
