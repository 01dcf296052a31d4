(function () {
  var D = IncrementalDOM;
  var items = [
    ['Sunday 10 May', 'Scafell Pike from Eskdale', 'hard', '/walks/scafell-pike-from-eskdale.html'],
    ['Wednesday 13 May', 'midweek walk round Eel Tarn', 'easy', null],
    ['Sunday 17 May', 'Harter Fell and the Hardknott fort', 'moderate', '/walks/harter-fell-round.html'],
    ['Saturday 23 May', 'navigation training for new leaders', 'training', null],
    ['Sunday 31 May', 'The Wasdale Screes ridge', 'moderate', '/walks/wasdale-screes.html'],
    ['Sunday 7 June', 'Ulpha and the Duddon Valley', 'easy', '/walks/ulpha-and-the-duddon.html']
  ];
  function render() {
    D.elementOpen('ol', null, ['class', 'calendar']);
    items.forEach(function (it) {
      D.elementOpen('li');
      if (it[3]) { D.elementOpen('a', null, null, 'href', it[3]); D.text(it[0] + ': ' + it[1] + ' (' + it[2] + ')'); D.elementClose('a'); }
      else { D.text(it[0] + ': ' + it[1] + ' (' + it[2] + ')'); }
      D.elementClose('li');
    });
    D.elementClose('ol');
  }
  window.addEventListener('DOMContentLoaded', function () {
    setTimeout(function () { D.patch(document.getElementById('calendar-list'), render); }, 150);
  });
})();
