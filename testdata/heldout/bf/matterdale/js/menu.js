/* menu.js -- the lunch menu pages. Mrs Hodgson gets the menu and the
   allergen sheet from the county each term as spreadsheets; they are saved
   as CSV into data/ and this draws them with Arquero (aq).
   <div id="menu" data-menu="week-2"> draws week 2;
   <div id="menu" data-menu="allergens"> draws the allergen list. */
(function () {
  var box = document.getElementById('menu');
  if (!box || typeof aq === 'undefined') return;
  var what = box.getAttribute('data-menu');
  var op = aq.op;

  function fail(e) {
    box.innerHTML = '<p>Sorry, the menu could not be loaded. There is a paper copy on the school noticeboard.</p>';
    if (window.console) console.log('menu: ' + e);
  }

  if (/^week-\d$/.test(what)) {
    var week = +what.slice(5);
    aq.loadCSV('../data/menu-autumn-2025.csv')
      .then(function (dt) {
        var t = dt.params({ w: week })
          .filter(function (d, $) { return d.Week === $.w; })
          .select('Day', 'Main', 'Vegetarian', 'Sides', 'Pudding')
          .rename({ Main: 'Main meal', Vegetarian: 'Vegetarian meal', Sides: 'On the side' });
        box.innerHTML = t.toHTML();
        box.querySelector('table').className = 'menu';
      })
      .catch(fail);
  } else if (what === 'allergens') {
    aq.loadCSV('../data/allergens-autumn-2025.csv')
      .then(function (dt) {
        var names = dt.columnNames().filter(function (n) { return n !== 'Dish'; });
        var found = dt.fold(names, { as: ['Allergen', 'Mark'] })
          .filter(function (d) { return d.Mark === 'Y'; });
        var byDish = found.groupby('Dish')
          .rollup({ Allergens: function (d) { return op.array_agg(d.Allergen); },
                    Count: function (d) { return op.count(); } });
        var lookup = {};
        byDish.objects().forEach(function (r) { lookup[r.Dish] = r.Allergens; });

        var html = '<table class="menu"><thead><tr><th>Dish</th><th>Contains</th></tr></thead><tbody>';
        dt.array('Dish').forEach(function (dish) {
          var list = lookup[dish] || [];
          html += '<tr><td>' + dish + '</td><td>' +
            (list.length ? list.join(', ').toLowerCase() : 'none of the fourteen') + '</td></tr>';
        });
        html += '</tbody></table>';

        // a line for each allergen, most common first
        var counts = found.groupby('Allergen').count({ as: 'n' }).orderby(aq.desc('n')).objects();
        var total = dt.numRows();
        html += '<h2>How many dishes</h2><ul class="counts">';
        counts.forEach(function (c) {
          html += '<li>' + c.Allergen + ' \u2013 found in ' + c.n + ' of the ' + total + ' dishes on this menu.</li>';
        });
        html += '</ul>';
        box.innerHTML = html;
      })
      .catch(fail);
  }
})();
