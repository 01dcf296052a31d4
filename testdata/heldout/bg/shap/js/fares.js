/* fares.js - works the fares table out from data/fares.json so that the
   committee only has to agree the adult fares each year. Uses decimal.js so
   the pennies come out right. */
(function () {
  var box = document.getElementById('fare-table');
  function money(d) { return '\u00a3' + d.toFixed(2); }

  fetch('data/fares.json')
    .then(function (r) { return r.json(); })
    .then(function (f) {
      var step = new Decimal(f.round_to);
      var colours = Object.keys(f.adult);
      var fares = {};
      colours.forEach(function (c) {
        var adult = new Decimal(f.adult[c]);
        var child = adult.times(f.child_factor).toNearest(step, Decimal.ROUND_UP);
        var full = adult.times(2).plus(child.times(2));
        var family = full.times(new Decimal(1).minus(f.family_discount)).toNearest(step, Decimal.ROUND_HALF_UP);
        fares[c] = {
          adult: adult,
          child: child,
          concession: adult.minus(f.concession_off),
          family: family,
          single: adult.times(f.single_factor).toNearest(step, Decimal.ROUND_HALF_UP),
          saving: full.minus(family)
        };
      });

      var html = '<table class="fares"><tr><th>Ticket</th>';
      colours.forEach(function (c) { html += '<th><span class="tt ' + c.toLowerCase() + '">' + c + '</span> days</th>'; });
      html += '</tr>';
      f.tickets.forEach(function (t) {
        html += '<tr><td>' + t.label + '</td>';
        colours.forEach(function (c) { html += '<td>' + money(fares[c][t.id]) + '</td>'; });
        html += '</tr>';
      });
      html += '</table>';
      colours.forEach(function (c) {
        html += '<p>On a ' + c + ' day a family ticket costs ' + money(fares[c].family) +
          ', which is ' + money(fares[c].saving) + ' less than two adult and two child tickets.</p>';
      });
      box.innerHTML = html;
    });
})();
