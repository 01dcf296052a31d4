// Shows the branch's current notice, if it has one. The branch is the last
// part of the page's canonical address; the notices are one CSV for every
// branch, parsed with csvtojson.
(function () {
  var link = document.querySelector('link[rel="canonical"]');
  var box = document.querySelector('.branch-notice');
  if (!link || !box) return;
  var parts = new URL(link.getAttribute('href'), location.href).pathname.split('/');
  var branch = parts[parts.length - 1].replace(/\.html$/, '');
  var months = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
    'August', 'September', 'October', 'November', 'December'];

  function el(tag, text) {
    var e = document.createElement(tag);
    e.textContent = text;
    return e;
  }

  fetch('/data/branch-notices.csv')
    .then(function (r) { return r.text(); })
    .then(function (text) { return csv().fromString(text); })
    .then(function (rows) {
      var row = rows.filter(function (r) { return r.branch === branch; })[0];
      if (!row) return;
      var d = row.posted.split('-');
      box.appendChild(el('h2', 'Notice'));
      box.appendChild(el('p', row.notice));
      box.appendChild(el('p', row.details));
      box.appendChild(el('p', 'Posted ' + Number(d[2]) + ' ' + months[Number(d[1]) - 1] + ' ' + d[0] + '.'));
    });
})();
