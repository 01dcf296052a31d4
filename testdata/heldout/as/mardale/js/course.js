// Courses: the page's data file is its <link rel="alternate">; when the
// course has sessions booked, say how long it is and what it costs.
(function () {
  var link = document.querySelector('link[rel="alternate"][type="application/json"]');
  var words = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten',
    'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];
  function count(n, one, many) { return (words[n] || String(n)) + ' ' + (n === 1 ? one : many); }

  fetch(link.href).then(function (r) { return r.json(); }).then(function (c) {
    if (!c.sessions || !c.sessions.length) return;
    var hours = _.reduce(c.sessions, function (sum, s) { return sum + s.hours; }, 0);
    var byPlace = _.countBy(c.sessions, 'where');
    var parts = _.map(_.keys(byPlace), function (w) { return byPlace[w] + ' at ' + (w === 'Low Field' ? 'the Low Field apiary' : 'the ' + w); });
    var summary = 'The course has ' + count(c.sessions.length, 'session', 'sessions') + ', ' +
      count(hours, 'hour', 'hours') + ' in all: ' + parts.join(' and ') + '.';
    var cost = c.price === c.member_price
      ? 'The fee is ' + c.price + ' pounds for everyone, and there are ' + count(c.places, 'place', 'places') + ' on the course.'
      : 'Members pay ' + c.member_price + ' pounds and new starters ' + c.price + ' pounds, which includes a year of membership; there are ' + count(c.places, 'place', 'places') + ' on the course.';
    var tmpl = _.template(document.getElementById('plan-tmpl').innerHTML);
    document.getElementById('course-plan').innerHTML = tmpl({ summary: summary, sessions: c.sessions, cost: cost });
  });
})();
