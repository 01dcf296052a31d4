// The requests fixture: a script, reached through a redirect, that makes
// a fetch call, an XHR, a call answered 404 and one that cannot connect.
(function () {
  fetch('/api/item/1').then((r) => r.json()).catch(() => {});
  const x = new XMLHttpRequest();
  x.open('GET', '/api/item/2');
  x.send();
  fetch('/requests/missing.json').catch(() => {});
  fetch('http://127.0.0.1:9/refused').catch(() => {});
})();
