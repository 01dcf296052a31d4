(function ($) {
  $(function () {
    var $box = $('.tea-menu');
    fetch($box.attr('data-menu')).then(function (r) { return r.json(); }).then(function (data) {
      data.sections.forEach(function (s) {
        $box.append($('<h3>').text(s.heading));
        var $ul = $('<ul class="menu-list">');
        s.items.forEach(function (it) {
          var price = currency(it[1], { symbol: '£' }).format();
          var $li = $('<li>').append($('<span class="dish">').text(it[0] + ' – ' + price));
          if (it[2]) $li.append($('<small>').text(' (' + it[2] + ')'));
          $ul.append($li);
        });
        $box.append($ul);
      });
    });
  });
})(window.cash);
