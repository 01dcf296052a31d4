(function ($) {
  $(function () {
    var data = JSON.parse($('#allergen-data').text());
    var $t = $('<table class="allergens"><thead><tr><th>Bake</th><th>Allergens</th></tr></thead><tbody></tbody></table>');
    data.rows.forEach(function (r) {
      var a = r[1];
      var words = a.length > 1 ? a.slice(0, -1).join(', ') + ' and ' + a[a.length - 1] : a[0];
      $t.find('tbody').append($('<tr>').append($('<td>').text(r[0] + ' contains ' + words)).append($('<td>').text(a.length + ' listed')));
    });
    $('#allergen-table').append($t);
  });
})(window.cash);
