// Awards: the member's call sign (the <kbd> in the prose) looked up in the club awards file.
(function () {
  var box = document.querySelector('.awards');
  var kbd = document.querySelector('.member-station kbd');
  if (!box || !kbd) return;
  var call = kbd.textContent.trim().toUpperCase();
  fetch('/data/awards.json').then(function (r) { return r.json(); }).then(function (all) {
    var a = all[call];
    if (!a) return;
    var h = document.createElement('h2');
    h.textContent = 'Awards and milestones';
    var p1 = document.createElement('p');
    p1.textContent = a.award + '. Confirmed contacts with ' + pluralize('country', a.countries, true) + '.';
    var p2 = document.createElement('p');
    p2.textContent = a.note;
    box.append(h, p1, p2);
  });
})();
