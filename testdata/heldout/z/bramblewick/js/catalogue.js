(function ($) {
  $(function () {
    var $b = $('#price-board');
    fetch($b.attr('data-src')).then(function (r) { return r.json(); }).then(function (d) {
      var $ul = $('<ul>');
      d.items.forEach(function (i) {
        $ul.append($('<li>').text(i.name + ' from ' + currency(i.from, { symbol: '£' }).format() + ' ' + (i.unit === 'each' ? 'each' : 'a ' + i.unit)));
      });
      $b.append($ul);
      var $more = $('<p class="more">').text('See also: ');
      d.more.forEach(function (m, n) {
        $more.append($('<a>').attr('href', m[0]).text(m[1]));
        if (n < d.more.length - 1) $more.append(document.createTextNode(' · '));
      });
      $b.append($more);
    });
  });
})(window.cash);
