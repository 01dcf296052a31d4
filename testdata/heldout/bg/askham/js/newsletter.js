// Newsletters are written in Markdown (easier to paste into the email) and
// kept in news/posts/. micromarkdown turns them into HTML here.
(function () {
  var box = document.querySelector('.post');
  fetch(box.getAttribute('data-src')).then(function (r) { return r.text(); }).then(function (md) {
    box.innerHTML = micromarkdown.parse(md);
  });
})();
