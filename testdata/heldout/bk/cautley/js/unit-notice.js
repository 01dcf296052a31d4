// unit-notice.js - shows a notice from the farm notice board on a pod or
// pitch page. The name in the notice board is made from the page's big
// heading ("Wagtail Pod" -> "wagtail-pod"), so a new page needs nothing
// extra, just a heading that matches. Reading the file is done in a worker.
(function () {
  var h1 = document.querySelector('article.unit h1');
  var slot = document.getElementById('notice');
  if (!h1 || !slot || !window.Worker || !window.virtualDom) return;

  var slug = h1.textContent.toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

  var titles = {
    'changed': 'Something new',
    'part-closed': 'Please note',
    'closed': 'Closed',
    'seasonal': 'Opening dates'
  };
  var months = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
    'August', 'September', 'October', 'November', 'December'];

  function niceDate(iso) {
    var p = iso.split('-');
    if (p.length !== 3) return iso;
    return parseInt(p[2], 10) + ' ' + months[parseInt(p[1], 10) - 1] + ' ' + p[0];
  }

  var me = document.currentScript ? document.currentScript.src : 'js/unit-notice.js';
  var worker = new Worker(me.replace(/unit-notice\.js.*$/, 'noticeboard-worker.js'));
  worker.onmessage = function (e) {
    var entry = e.data.entry;
    if (!entry || !entry.text) return;
    var h = virtualDom.h;
    var tree = h('div.notice.notice-' + entry.status, [
      h('p.notice-title', (titles[entry.status] || 'Notice') + ' \u2013 from the farm, ' + niceDate(entry.since)),
      h('p', entry.text)
    ]);
    slot.appendChild(virtualDom.create(tree));
  };
  worker.postMessage({ slug: slug });
})();
