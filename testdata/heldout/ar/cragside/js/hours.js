// Opening hours for the visit page, drawn from /data/timetable.json so that
// the desk and the website work from the same file. Needs lodash. -- Rob, 2016
(function () {
  var box = document.getElementById('hours');
  if (!box) return;

  function fmt(t) {
    var p = t.split(':'), h = parseInt(p[0], 10), m = p[1];
    if (h === 12 && m === '00') return '12 noon';
    var suffix = h < 12 ? 'am' : 'pm';
    h = h % 12 || 12;
    return h + (m === '00' ? '' : '.' + m) + suffix;
  }

  function dayRange(days) {
    if (days.length === 1) return days[0];
    if (days.length === 2) return days.join(' and ');
    return _.first(days) + ' to ' + _.last(days);
  }

  var rowTpl = _.template('<li><%- days %>: <%- from %> to <%- to %></li>');
  var sessTpl = _.template('<li><strong><%- name %></strong>, <%- day %> <%- from %> to <%- to %>. <%- note %></li>');

  var xhr = new XMLHttpRequest();
  xhr.open('GET', '/data/timetable.json');
  xhr.onload = function () {
    if (xhr.status !== 200) return;
    var t = JSON.parse(xhr.responseText);

    // runs of consecutive days with the same hours
    var runs = _.reduce(t.days, function (acc, d) {
      var last = _.last(acc);
      if (last && last.open === d.open && last.close === d.close) {
        last.days.push(d.day);
      } else {
        acc.push({ open: d.open, close: d.close, days: [d.day] });
      }
      return acc;
    }, []);

    var order = _.map(t.days, 'day');
    var html = '<h3>When the wall is open</h3><ul class="open-times">';
    _.each(runs, function (r) {
      html += rowTpl({ days: dayRange(r.days), from: fmt(r.open), to: fmt(r.close) });
    });
    html += '</ul><h3>Set sessions</h3><ul class="sessions">';
    _.each(_.sortBy(t.sessions, function (s) { return _.indexOf(order, s.day); }), function (s) {
      html += sessTpl({ name: s.name, day: s.day, from: fmt(s.from), to: fmt(s.to), note: s.note });
    });
    html += '</ul><p class="closures">' + _.escape(t.closures) + '</p>';
    box.innerHTML = html;
  };
  xhr.send();
})();
