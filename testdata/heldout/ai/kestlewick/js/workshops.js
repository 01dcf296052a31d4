// The next workshop, shown a moment after the page has loaded (the
// booking form used to sit here and the box kept its delay): the day and
// times from data/workshops.json via Moment, the text via Template7.
(function () {
  var compiled = Template7.compile(
    '<p class="when"><strong>{{when}}</strong>, {{venue}}</p>' +
    '<p>A {{kind}} on {{piece}} by {{composer}}, led by {{leader}}.</p>' +
    '<p class="fee">£{{fee}} for the day, £{{student}} for students</p>');
  function time(m) { return m.minutes() ? m.format('h.mma') : m.format('ha'); }
  window.addEventListener('load', function () {
    setTimeout(function () {
      fetch('/data/workshops.json')
        .then(function (r) { return r.json(); })
        .then(function (d) {
          var w = d.workshops[0];
          var start = moment(w.start), end = moment(w.end);
          w.when = start.format('dddd D MMMM YYYY') + ', ' + time(start) + ' to ' + time(end);
          document.getElementById('next-workshop').insertAdjacentHTML('beforeend', compiled(w));
        });
    }, 800);
  });
})();
