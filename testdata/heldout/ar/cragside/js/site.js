/* Cragside site script: highlights the menu, remembers the cookie notice,
   counts the page view. Runs on every page, so keep it small. (D.W. 2010) */
(function () {
  var path = location.pathname;
  var section = path.split('/')[1];
  var links = document.querySelectorAll('.menu a');
  for (var i = 0; i < links.length; i++) {
    var href = links[i].getAttribute('href');
    if (href === path || (section.indexOf('.') < 0 && href.split('/')[1] === section)) {
      links[i].className = 'current';
    }
  }

  var notice = document.getElementById('notice');
  if (notice) {
    try {
      if (localStorage.getItem('cragside-notice') === 'ok') notice.style.display = 'none';
    } catch (e) { /* private browsing */ }
    var ok = notice.querySelector('.notice-ok');
    if (ok) {
      ok.onclick = function () {
        notice.style.display = 'none';
        try { localStorage.setItem('cragside-notice', 'ok'); } catch (e) {}
      };
    }
  }

  // page counter: a 1x1 gif, the server log does the counting
  var img = new Image(1, 1);
  img.src = '/stats/p.gif?p=' + encodeURIComponent(path) + '&r=' + (document.referrer ? 1 : 0);
})();
