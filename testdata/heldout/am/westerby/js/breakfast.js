// The strapline types and deletes itself for as long as the page is open.
// The week's guests are fetched a little after the page has loaded.
(function () {
  new Typed('#strap', {
    strings: ['Wake up with Westerby.', 'Travel on the quarter hours.', 'Birthdays at ten past eight.', 'School closures as soon as we hear.'],
    typeSpeed: 45,
    backSpeed: 25,
    backDelay: 1400,
    loop: true
  });

  function showGuests(d) {
    var box = document.getElementById('guests');
    var h = document.createElement('h2');
    h.textContent = d.heading;
    box.appendChild(h);
    var ul = document.createElement('ul');
    d.guests.forEach(function (g) {
      var li = document.createElement('li');
      var day = document.createElement('strong');
      day.textContent = g.day;
      li.appendChild(day);
      li.appendChild(document.createTextNode(': ' + g.who + ', ' + g.about + '.'));
      ul.appendChild(li);
    });
    box.appendChild(ul);
  }

  window.addEventListener('load', function () {
    setTimeout(function () {
      fetch('/data/guests.json')
        .then(function (r) { return r.json(); })
        .then(showGuests);
    }, 1200);
  });
})();
