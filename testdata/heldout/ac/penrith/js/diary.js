(function () {
  var entries = [
    ['/diary/week-1.html', 'the first read-through'], ['/diary/week-2.html', 'building the flats'],
    ['/diary/week-3.html', 'the paint frame'], ['/diary/week-4.html', 'costumes and quick changes'],
    ['/diary/week-5.html', 'the technical rehearsal'], ['/diary/week-6.html', 'opening night nerves']
  ];
  var m = document.body.className.match(/entry-(\d+)/);
  var n = m ? +m[1] : 1;
  window.addEventListener('load', function () {
    setTimeout(function () {
      var box = document.querySelector('.diary-next');
      var next = [1, 2, 3].map(function (k) { return entries[(n - 1 + k) % entries.length]; });
      box.innerHTML = json2html.render(next.map(function (e) { return { href: e[0], t: e[1] }; }),
        { '<>': 'p', 'html': [{ '<>': 'a', 'href': '${href}', 'text': 'Read next: ${t}' }] });
    }, 600);
  });
})();
