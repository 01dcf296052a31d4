// the cellar book, drawn on the next animation frames
(function () {
  var box = document.getElementById('cellar-book');
  if (!box) return;
  fetch('/data/cellar.json').then(function (r) { return r.json(); }).then(function (rows) {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        var ul = document.createElement('ul');
        rows.forEach(function (r) {
          var li = document.createElement('li');
          var sg = r.sg.toFixed(3);
          if (r.event === 'stuck') li.textContent = 'Tank ' + r.tank + ' stuck at gravity ' + sg + ' for ' + r.span + ' in ' + r.when + '.';
          else if (r.event === 'finished') li.textContent = 'Tank ' + r.tank + ' finished dry at ' + sg + ' by ' + r.when + '.';
          else li.textContent = 'Tank ' + r.tank + ' ' + r.event + ' at ' + sg + ' in ' + r.when + ', taking ' + r.span + '.';
          ul.appendChild(li);
        });
        box.appendChild(ul);
      });
    });
  });
})();
