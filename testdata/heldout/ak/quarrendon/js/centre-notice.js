// Shows the centre's current notice. The centre is the last item of the
// breadcrumb; the notices are keyed by its slug (speakingurl's getSlug).
(function () {
  var here = document.querySelector('.breadcrumb li:last-child');
  var box = document.querySelector('.centre-notice');
  if (!here || !box) return;
  var key = getSlug(here.textContent.trim());
  var months = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
    'August', 'September', 'October', 'November', 'December'];
  fetch('/data/centre-notices.json')
    .then(function (r) { return r.json(); })
    .then(function (all) {
      var n = all[key];
      if (!n) return;
      var d = n.until.split('-');
      var h = document.createElement('h2');
      h.textContent = 'Site notice';
      var p1 = document.createElement('p');
      p1.textContent = n.notice;
      var p2 = document.createElement('p');
      p2.textContent = n.detail;
      var p3 = document.createElement('p');
      p3.className = 'until';
      p3.textContent = 'This notice applies until ' + Number(d[2]) + ' ' + months[Number(d[1]) - 1] + '.';
      box.append(h, p1, p2, p3);
    });
})();
