// News posts: an estimate of the reading time beside the date, and a
// button that copies the post's address.
(function () {
  var body = document.querySelector('.post-body');
  var out = document.querySelector('.reading-time');
  if (body && out) {
    var words = body.textContent.trim().split(/\s+/).length;
    out.textContent = Math.max(1, Math.round(words / 200)) + ' min read';
  }
  document.querySelectorAll('.copy-link').forEach(function (b) {
    b.setAttribute('data-clipboard-text', location.href.split('#')[0]);
  });
  var clip = new ClipboardJS('.copy-link');
  clip.on('success', function (e) {
    e.trigger.classList.add('copied');
    setTimeout(function () { e.trigger.classList.remove('copied'); }, 1500);
    e.clearSelection();
  });
})();
