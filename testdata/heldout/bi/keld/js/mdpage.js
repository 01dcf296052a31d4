/* mdpage.js - shows a Markdown file (rules, minutes) in the page.
   The committee send me Word docs, I save them as .md and upload.
   nanomd.min.js puts its function on window.returnExports. */
(function () {
  var nmd = window.returnExports;
  var box = document.getElementById('doc');
  fetch(box.getAttribute('data-src'))
    .then(function (r) { return r.text(); })
    .then(function (md) { box.innerHTML = nmd(md); });
})();
