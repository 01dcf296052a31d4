/* race.js
   races.json is the list of this year's races and which file has the
   course details. Match on the page heading so I only need to change
   the list when the year rolls over. */
window.addEventListener('DOMContentLoaded', async function () {
  var name = document.querySelector('h1').textContent.trim();
  var list = await (await fetch('/data/races.json')).json();
  var race = list.find(function (r) { return r.name === name; });
  if (!race) return;
  var d = await (await fetch('/data/race/' + race.file)).json();
  var box = document.querySelector('.race-detail');
  var climb = numberToWords.toWords(d.climb);
  box.innerHTML =
    '<h2>Course</h2><p>' + d.description + '</p>' +
    '<p>The course climbs about ' + climb + ' metres in all.</p>' +
    '<h2>Kit to carry</h2><ul>' +
    d.kit.map(function (k) { return '<li>' + k + '</li>'; }).join('') +
    '</ul>';
});
