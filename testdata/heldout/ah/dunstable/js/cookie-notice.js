// A cookie notice until it is accepted (cookie dl_notice), and a cookie
// counting how often the page has been seen.
(function () {
  function get(name) {
    var m = document.cookie.match(new RegExp('(?:^|; )' + name + '=([^;]*)'));
    return m ? decodeURIComponent(m[1]) : null;
  }
  function set(name, v) { document.cookie = name + '=' + encodeURIComponent(v) + '; path=/; max-age=31536000; SameSite=Lax'; }
  set('dl_seen', (+get('dl_seen') || 0) + 1);
  var box = document.getElementById('cookie-notice');
  if (!box || get('dl_notice') === 'ok') return;
  var p = document.createElement('p');
  p.className = 'notice';
  p.textContent = 'We use two small cookies to remember this notice. ';
  var b = document.createElement('button');
  b.type = 'button';
  b.textContent = 'Fine';
  b.onclick = function () { set('dl_notice', 'ok'); box.textContent = ''; };
  p.appendChild(b);
  box.appendChild(p);
})();
