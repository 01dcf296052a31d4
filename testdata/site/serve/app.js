// The fixture shop: a history-routed app that renders a product page, a
// home page, a page that is not there (404 through the prerender meta
// tag) and one that moved (301 and its Location). It runs under
// /serve/app/ (the test site) or at / (the Express app of
// testdata/serve), and reads its catalogue from data.json next to this
// script.
(function () {
  const app = document.getElementById('app');
  const here = document.currentScript.src;
  const base = /^\/serve\/app(\/|$)/.test(location.pathname) ? '/serve/app' : '';
  function meta(name, content) {
    const m = document.createElement('meta');
    m.name = name;
    m.content = content;
    document.head.append(m);
  }
  function page(title, marker, text) {
    document.title = title;
    app.removeAttribute('data-shell');
    app.innerHTML = '';
    const h = document.createElement('h1');
    h.textContent = title;
    const p = document.createElement('p');
    p.id = 'marker';
    p.textContent = marker;
    const body = document.createElement('p');
    body.textContent = text;
    app.append(h, p, body);
  }
  fetch(new URL('data.json', here))
    .then((r) => r.json())
    .then((shop) => {
      const route = location.pathname.slice(base.length);
      let m;
      if ((m = /^\/product\/([0-9]+)$/.exec(route)) && +m[1] >= 1 && +m[1] <= shop.products) {
        const n = +m[1];
        page(shop.name + ': product ' + n, 'SHOP-MARKER-' + n, 'Product ' + n + ' costs ' + (n % 90 + 10) + ' euros.');
        for (const k of [n + 1, n + 2]) {
          const a = document.createElement('a');
          a.href = base + '/product/' + k;
          a.textContent = 'product ' + k;
          app.append(a, document.createTextNode(' '));
        }
      } else if (route === '/moved') {
        meta('prerender-status-code', '301');
        meta('prerender-header', 'Location: ' + location.origin + base + '/product/1');
        page('Moved', 'SHOP-MOVED', 'This page moved to product 1.');
      } else if (route === '' || route === '/') {
        page(shop.name, 'SHOP-HOME', 'Welcome to ' + shop.name + '.');
      } else {
        meta('prerender-status-code', '404');
        page('Not found', 'SHOP-NOT-FOUND', 'There is no such page in ' + shop.name + '.');
      }
    });
})();
