// booking.js - when you come here from a hut page's "Check dates" form, pick that hut
// and date in the request form so you don't have to do it again.
(function () {
  var q = Qs.parse(location.search, { ignoreQueryPrefix: true });
  var form = document.getElementById('request');
  if (!form) return;
  if (q.hut) {
    var opts = form.elements.hut.options;
    for (var i = 0; i < opts.length; i++) {
      if (opts[i].value === String(q.hut).toUpperCase()) opts[i].selected = true;
    }
  }
  if (q.arrive && /^\d{4}-\d{2}-\d{2}$/.test(q.arrive)) form.elements.arrive.value = q.arrive;
  if (q.nights && /^\d+$/.test(q.nights)) form.elements.nights.value = q.nights;
})();
