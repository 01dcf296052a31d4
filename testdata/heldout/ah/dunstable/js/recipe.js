// A recipe page: the recipe's markdown (recipes/md/SLUG.md) through snarkdown.
(function () {
  var art = document.getElementById('recipe');
  if (!art) return;
  var slug = art.getAttribute('data-recipe');
  fetch('/recipes/md/' + slug + '.md').then(function (r) { return r.ok ? r.text() : ''; }).then(function (md) {
    if (md) art.innerHTML = snarkdown(md);
  });
})();
