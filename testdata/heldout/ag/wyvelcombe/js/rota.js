// the rota is kept in a hidden textarea; the noscript note is replaced by the list
(function () {
  var src = document.getElementById('rota-src');
  var box = document.getElementById('rota');
  if (!src || !box) return;
  var ul = document.createElement('ul');
  src.value.trim().split('\n').forEach(function (line) {
    var f = line.split('|');
    var names = f[2].split(';');
    var who = names.length > 1 ? names.slice(0, -1).join(', ') + ' and ' + names[names.length - 1] : names[0];
    var li = document.createElement('li');
    li.textContent = f[1].charAt(0).toUpperCase() + f[1].slice(1) + ' duty on ' + f[0] + ': ' + who;
    ul.appendChild(li);
  });
  box.innerHTML = '';
  box.appendChild(ul);
})();
