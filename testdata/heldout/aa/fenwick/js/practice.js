(function () {
  var code = document.querySelector('abbr.syllabus');
  var box = document.querySelector('.practice-list');
  if (!code || !box) return;
  fetch('/data/grades.json').then(function (r) { return r.json(); }).then(function (all) {
    var g = all[code.getAttribute('title')];
    if (!g) return;
    var h = document.createElement('h2');
    h.textContent = 'Scales and arpeggios this term';
    var intro = document.createElement('p');
    intro.textContent = 'Pupils preparing for grade ' + g.grade + ' should learn the following from memory before the mock exam in week ' + g.week + ' of term.';
    var ul = document.createElement('ul');
    g.scales.forEach(function (name) {
      var li = document.createElement('li');
      li.textContent = name + ' uses the notes ' + Tonal.Scale.get(name).notes.join(' ') + ', played over two octaves.';
      ul.appendChild(li);
    });
    g.chords.forEach(function (sym) {
      var li = document.createElement('li');
      li.textContent = 'The chord ' + sym + ' is spelled ' + Tonal.Chord.get(sym).notes.join(' ') + '.';
      ul.appendChild(li);
    });
    box.append(h, intro, ul);
  });
})();
