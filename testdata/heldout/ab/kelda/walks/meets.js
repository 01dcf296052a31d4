
document.addEventListener('DOMContentLoaded', function () {
  fetch('/data/meets.json').then(function (r) { return r.json(); }).then(function (rows) {
    var now = alasql('SELECT d, title, leader FROM ? WHERE status = "confirmed" ORDER BY d', [rows]);
    var ul = document.createElement('ul');
    ul.id = 'meets';
    now.forEach(function (m) {
      var li = document.createElement('li');
      var day = new Date(m.d + 'T09:00:00').toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long' });
      li.textContent = day + ': ' + m.title + ', led by ' + m.leader;
      ul.appendChild(li);
    });
    var old = document.getElementById('meets');
    old.replaceWith(ul);
    document.getElementById('meets-note').textContent = 'Confirmed meets for the coming weeks. Meet at the start point ready to leave at half past nine.';
  });
});
