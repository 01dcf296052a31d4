// bulletin.js - builds a winter conditions bulletin from data/winter-bulletins.json.
// Becky, Tom and Jo email their reports; Ian types them into the JSON file and
// copies the last bulletin page to a new one named after the date. The date in
// the page heading's <time> picks which report to show.
(function () {
  var time = document.querySelector('#content h1 time');
  var target = document.getElementById('bulletin');
  if (!time || !target) return;
  var date = time.getAttribute('datetime');

  var template = [
    '<p class="headline"><strong>{{headline}}.</strong></p>',
    '<p>Observed by {{observer}}, who was out on {{walked}}.</p>',
    '<h2>Snow and freezing level</h2>',
    '<p>Snow line: {{snowline}}.</p>',
    '<p>{{freezing}}</p>',
    '<h2>Routes looked at</h2>',
    '<table><tr><th>Route</th><th>Grade</th><th>What it was like</th></tr>',
    '{{routes}}<tr><td>{{name}}</td><td class="grade">{{grade}}</td><td>{{state}}</td></tr>{{/routes}}',
    '</table>',
    '<h2>Advice</h2>',
    '<p>{{advice}}</p>',
    '{{if hut}}<h2>Hut news</h2><p>{{hut}}</p>{{/if}}'
  ].join('\n');

  fetch('../data/winter-bulletins.json')
    .then(function (r) { return r.json(); })
    .then(function (data) {
      var found = null;
      data.bulletins.forEach(function (b) { if (b.date === date) found = b; });
      if (!found) {
        target.innerHTML = '<p>Sorry, this bulletin is missing from the file. Tell Ian.</p>';
        return;
      }
      target.innerHTML = Mark.up(template, found);
    });
})();
