// tower-finder.js - the "find a tower" box above the towers table: hides
// the rows that don't match what is typed.  Clear the box to see them all.
(function () {
  var input = document.getElementById('tower-find');
  var table = document.getElementById('towers');
  if (!input || !table) return;

  input.addEventListener('input', function () {
    var q = input.value.trim().toLowerCase();
    Array.prototype.forEach.call(table.tBodies[0].rows, function (tr) {
      var hit = !q || tr.textContent.toLowerCase().indexOf(q) !== -1;
      tr.classList.toggle('filtered-out', !hit);
    });
  });
})();
