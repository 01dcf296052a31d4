window.setTimeout(function () {
  var host = document.querySelector('[data-vocab]');
  if (!host) return;
  var key = location.pathname.split('/').pop().replace(/\.html$/, '');
  fetch('/data/vocab.json').then(function (r) { return r.json(); }).then(function (all) {
    var words = all[key];
    if (!words) return;
    var h = document.createElement('h2'); h.textContent = 'Words you will meet';
    var ul = document.createElement('ul');
    words.forEach(function (w) {
      var li = document.createElement('li');
      li.textContent = w.romaji + ' is written ' + wanakana.toHiragana(w.romaji) + ' and means ' + w.en;
      ul.appendChild(li);
    });
    host.append(h, ul);
  });
}, 400);
