fetch('/data/workshops.json').then(function (r) { return r.json(); }).then(function (list) {
  setTimeout(function () {
    var sec = document.createElement('section');
    sec.className = 'workshops';
    var h = document.createElement('h2'); h.textContent = 'Dates and prices'; sec.appendChild(h);
    list.forEach(function (w) {
      var p = document.createElement('p');
      p.textContent = w.t + ': ' + dateFns.format(dateFns.parseISO(w.d), 'EEEE d MMMM yyyy') + ', led by ' + w.lead + ', ' + currency(w.p, { symbol: '£', precision: 0 }).format() + ' per person (' + w.places + ' places)';
      sec.appendChild(p);
    });
    document.querySelector('main').append(sec);
  }, 250);
});
