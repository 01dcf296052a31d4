// Shows a late change to the talk. The talk is the page's og:title
// ("Talk: ..."); the changes are a script that sets a global, added to the
// page when it is needed.
(function () {
  var meta = document.querySelector('meta[property="og:title"]');
  var box = document.querySelector('.talk-update');
  if (!meta || !box) return;
  var title = meta.getAttribute('content').replace(/^Talk:\s*/, '');
  var s = document.createElement('script');
  s.src = '/data/talk-updates.js';
  s.onload = function () {
    var u = (window.LINDENMOOR_TALK_UPDATES || []).filter(function (x) { return x.title === title; })[0];
    if (!u) return;
    var h = document.createElement('h2');
    h.textContent = 'Update';
    var p1 = document.createElement('p');
    p1.textContent = u.change;
    var p2 = document.createElement('p');
    p2.textContent = u.detail;
    box.append(h, p1, p2);
  };
  document.head.appendChild(s);
})();
