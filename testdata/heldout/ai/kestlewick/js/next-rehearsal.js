// One line above the rehearsal details: the next rehearsal, as the
// secretary sets it in data/rehearsals.json, formatted with Moment.
(function () {
  var line = document.querySelector('.next-rehearsal');
  fetch('/data/rehearsals.json')
    .then(function (r) { return r.json(); })
    .then(function (d) {
      var next = moment(d.next);
      if (!next.isValid()) return;
      line.textContent = 'Next rehearsal: ' + next.format('dddd D MMMM [at] h.mma');
    });
})();
