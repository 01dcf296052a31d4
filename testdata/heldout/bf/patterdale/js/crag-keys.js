// crag-keys.js - keyboard short cuts for flicking through the crag guide
// n / right arrow = next crag, p / left arrow = previous, u = back to the list.
(function () {
  function go(sel) {
    var a = document.querySelector(sel);
    if (a) location.href = a.href;
  }
  key('n, right', function () { go('.pager a[rel="next"]'); });
  key('p, left', function () { go('.pager a[rel="prev"]'); });
  key('u', function () { go('.pager a[rel="up"]'); });
})();
