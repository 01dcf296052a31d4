// this season's pressings for the orchard on this page, from the JSONP pressing book
(function () {
  var data = document.querySelector('data.orchard');
  var box = document.getElementById('pressings');
  if (!data || !box) return;
  var code = data.value;
  var MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  window.wyvPressings = function (rows) {
    var db = TAFFY(rows);
    var mine = db({ orchard: code }).order('day');
    if (!mine.count()) return;
    var h = document.createElement('h2');
    h.textContent = 'Pressed this season';
    var ul = document.createElement('ul');
    mine.each(function (r) {
      var d = r.day.split('-');
      var li = document.createElement('li');
      li.textContent = +d[2] + ' ' + MONTHS[+d[1] - 1] + ': ' + r.kg + ' kg of ' + r.variety + ' gave ' + r.litres + ' litres into tank ' + r.tank;
      ul.appendChild(li);
    });
    var total = mine.sum('litres');
    var p = document.createElement('p');
    p.className = 'note';
    p.textContent = 'In all ' + total + ' litres from this orchard so far.';
    box.appendChild(h);
    box.appendChild(ul);
    box.appendChild(p);
  };
  var s = document.createElement('script');
  s.src = '/data/pressings.js';
  document.body.appendChild(s);
})();
