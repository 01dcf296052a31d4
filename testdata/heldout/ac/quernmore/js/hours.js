(function () {
  var NAMES = { Mo: 'Monday', Tu: 'Tuesday', We: 'Wednesday', Th: 'Thursday', Fr: 'Friday', Sa: 'Saturday', Su: 'Sunday' };
  var TPL = '<ul>{for d in days}<li>{d.name}: {d.text}</li>{/for}</ul><p>Open {open} days a week. Please ring ahead on bank holidays.</p>';
  function build() {
    var box = document.querySelector('.hours[data-hours]');
    var parser = new nearley.Parser(nearley.Grammar.fromCompiled(window.hoursGrammar));
    parser.feed(box.dataset.hours);
    var rules = parser.results[0];
    var byDay = {};
    rules.forEach(function (r) {
      r.days.forEach(function (d) {
        byDay[d] = r.spans.length ? 'open ' + r.spans.map(function (s) { return s[0] + ' to ' + s[1]; }).join(' and ') : 'closed';
      });
    });
    var days = Object.keys(NAMES).map(function (k) { return { name: NAMES[k], text: byDay[k] || 'closed' }; });
    var open = days.filter(function (d) { return d.text !== 'closed'; }).length;
    box.insertAdjacentHTML('beforeend', whiskers.render(TPL, { days: days, open: open }));
  }
  (window.requestIdleCallback || function (f) { setTimeout(f, 50); })(build, { timeout: 800 });
})();
