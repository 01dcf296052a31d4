/* special-order.js - title suggestions from what's on the shelves
   (data/catalogue.json) and sending the order form. FormData comes from
   the polyfill for the old iPads in the cafe. */
(function () {
  var input = document.getElementById('title');
  var author = document.getElementById('author');
  var form = document.getElementById('order-form');
  var stock = [];

  fetch('../data/catalogue.json')
    .then(function (r) { return r.json(); })
    .then(function (list) { stock = list; });

  autocomplete({
    input: input,
    minLength: 2,
    fetch: function (text, update) {
      text = text.toLowerCase();
      update(stock.filter(function (b) { return b.label.toLowerCase().indexOf(text) !== -1; }).slice(0, 8));
    },
    onSelect: function (item) {
      input.value = item.label;
      author.value = item.author;
    }
  });

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var data = new FormData(form);
    var msg = document.getElementById('order-sent');
    msg.textContent = 'Thank you. We have your order for ' + (data.get('title') || 'your book') +
      ' and will be in touch when it arrives.';
    msg.hidden = false;
  });
})();
