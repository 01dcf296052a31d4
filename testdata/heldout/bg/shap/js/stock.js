/* stock.js - after each stocktake Jean sends me the counts and I update
   data/stock.json. If the item on this page has run out, say so and
   switch off the order button. */
(function () {
  var input = document.querySelector('form.order input[name="item"]');
  var note = document.getElementById('stock-note');
  if (!input || !note) return;
  var code = input.value;

  var xhr = new XMLHttpRequest();
  xhr.open('GET', '../data/stock.json');
  xhr.onload = function () {
    var stock = JSON.parse(xhr.responseText);
    for (var i = 0; i < stock.items.length; i++) {
      var item = stock.items[i];
      if (item.code !== code) continue;
      if (item.qty === 0) {
        note.className = 'notice';
        note.innerHTML = '<p><strong>Sorry, this item is sold out at the moment.</strong> ' + item.note + '</p>';
        var btn = document.querySelector('form.order button');
        if (btn) btn.disabled = true;
      }
      return;
    }
  };
  xhr.send();
})();
