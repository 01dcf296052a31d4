(function () {
  var D = IncrementalDOM;
  var t = document.querySelector('time.meet');
  var key = t.getAttribute('datetime').slice(0, 10);
  fetch('/data/meets.json').then(function (r) { return r.json(); }).then(function (all) {
    var m = all[key];
    D.patch(document.getElementById('meet-card'), function () {
      if (!m) return;
      D.elementOpen('section', null, ['class', 'meet-card']);
      D.elementOpen('h2'); D.text('Meeting details'); D.elementClose('h2');
      D.elementOpen('p'); D.text('Meet at ' + m.m + ' (' + m.g + ') at ' + m.t); D.elementClose('p');
      D.elementOpen('p'); D.text('Distance ' + m.km + ' km with ' + m.up + ' m of ascent'); D.elementClose('p');
      D.elementOpen('p'); D.text('Leader: ' + m.lead + ', grade ' + m.grade); D.elementClose('p');
      D.elementClose('section');
    });
  });
})();
