(function ($) {
  var DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  function list(a) { return a.length > 1 ? a.slice(0, -1).join(', ') + ' and ' + a[a.length - 1] : a[0]; }
  $(function () {
    var sku = $('[itemprop="sku"]').attr('content');
    var $aside = $('aside.batch');
    fetch('/data/batches.json').then(function (r) { return r.json(); }).then(function (all) {
      var b = all[sku];
      if (!b) return;
      $aside.append($('<h2>').text("This week's batch"));
      $aside.append($('<p>').text('This week: ' + b.qty));
      $aside.append($('<p>').text('Baked on ' + list(b.days.map(function (d) { return DAYS[d]; }))));
      $aside.append($('<p>').text('Price: ' + b.price.map(function (p) { return currency(p[0], { symbol: '£' }).format() + ' ' + p[1]; }).join(' or ')));
    });
  });
})(window.cash);
