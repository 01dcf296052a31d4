// Cookie notice, shown until it is accepted.
(function () {
  var ok = false;
  try { ok = localStorage.getItem('saltmere-cookies') === 'ok'; } catch (e) {}
  if (ok) return;
  var bar = document.createElement('div');
  bar.className = 'cookie-banner';
  bar.innerHTML = 'This website keeps one cookie to remember that you have seen this notice. ' +
    '<button type="button">OK</button>';
  bar.querySelector('button').addEventListener('click', function () {
    try { localStorage.setItem('saltmere-cookies', 'ok'); } catch (e) {}
    bar.remove();
  });
  document.body.appendChild(bar);
})();
