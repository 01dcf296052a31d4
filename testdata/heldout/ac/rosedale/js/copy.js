(function () {
  var td = new TurndownService({ headingStyle: 'atx' });
  document.querySelector('.copy-md').addEventListener('click', function () {
    var md = td.turndown(document.querySelector('article.chapter'));
    if (navigator.clipboard) navigator.clipboard.writeText('# ' + document.querySelector('h1').textContent + '\n\n' + md);
  });
})();
