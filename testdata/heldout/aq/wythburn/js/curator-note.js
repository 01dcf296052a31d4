// Collection: a note from the curator when the specimen is away from its cabinet.
// The catalogue number is in the picture's file name (/img/specimens/b017.svg is
// B.17); data/collection-status.json is nested by cabinet letter, then number.
(function () {
  var box = document.querySelector('.curator-note');
  var img = document.querySelector('.specimen-picture img');
  if (!box || !img) return;
  var m = img.getAttribute('src').match(/\/([a-z])(\d+)\.svg$/);
  if (!m) return;
  var cabinet = m[1].toUpperCase();
  var number = String(parseInt(m[2], 10));
  fetch('/data/collection-status.json').then(function (r) { return r.json(); }).then(function (data) {
    var cab = data.cabinets[cabinet];
    var s = cab && cab.specimens[number];
    if (!s || s.status !== 'away') return;
    var h = document.createElement('h2');
    h.textContent = 'Not in the cabinet just now';
    var p1 = document.createElement('p');
    p1.textContent = 'This specimen is ' + s.where + '.';
    var p2 = document.createElement('p');
    p2.textContent = s.note;
    box.append(h, p1, p2);
  });
})();
