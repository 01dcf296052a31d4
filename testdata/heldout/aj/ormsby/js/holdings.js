// Shows where copies of the book are held. The book's ISBN is the <dd>
// after the <dt>ISBN</dt> of its details; the holdings are one XML file for
// the whole collection, read with DOMParser and rendered with Nunjucks.
(function () {
  var isbn = null;
  var terms = document.querySelectorAll('dl.facts dt');
  for (var i = 0; i < terms.length; i++) {
    if (terms[i].textContent.trim() === 'ISBN') {
      isbn = terms[i].nextElementSibling.textContent.replace(/[^0-9X]/g, '');
    }
  }
  var box = document.querySelector('.holdings');
  if (!isbn || !box) return;
  var template =
    '<h2>Where to find it</h2>' +
    '<ul>{% for c in copies %}<li>{{ c.branch }}: {{ "for reference in the Local Studies Room" if c.type == "reference" else "a copy to borrow" }}</li>{% endfor %}</ul>' +
    '<p>{{ note }}</p>';
  fetch('/data/holdings.xml')
    .then(function (r) { return r.text(); })
    .then(function (text) {
      var doc = new DOMParser().parseFromString(text, 'application/xml');
      var items = doc.querySelectorAll('item');
      for (var i = 0; i < items.length; i++) {
        if (items[i].getAttribute('isbn') !== isbn) continue;
        var copies = Array.prototype.map.call(items[i].querySelectorAll('copy'), function (c) {
          return { branch: c.getAttribute('branch'), type: c.getAttribute('type') };
        });
        box.innerHTML = nunjucks.renderString(template, {
          copies: copies,
          note: items[i].querySelector('note').textContent
        });
      }
    });
})();
