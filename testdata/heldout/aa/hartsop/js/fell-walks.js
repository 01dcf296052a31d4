var CLUB_WALKS = [
 {
  "title": "Brothers Water Circuit",
  "grade": "A",
  "km": 9.5,
  "fells": [
   "Hartsop Dodd",
   "Place Fell"
  ]
 },
 {
  "title": "Hartsop Dodd from the Village",
  "grade": "B",
  "km": 7.8,
  "fells": [
   "Hartsop Dodd",
   "Gray Crag",
   "High Street"
  ]
 },
 {
  "title": "Pasture Beck & Threshthwaite Mouth",
  "grade": "B",
  "km": 11.0,
  "fells": [
   "Gray Crag",
   "High Street",
   "Hartsop Dodd"
  ]
 },
 {
  "title": "Hayeswater & the Knott",
  "grade": "B",
  "km": 12.1,
  "fells": [
   "High Street",
   "Gray Crag",
   "Brock Crags"
  ]
 },
 {
  "title": "Angle Tarn Round",
  "grade": "B",
  "km": 12.8,
  "fells": [
   "Angletarn Pikes",
   "Brock Crags",
   "Place Fell"
  ]
 },
 {
  "title": "Place Fell Horseshoe",
  "grade": "C",
  "km": 10.4,
  "fells": [
   "Place Fell",
   "Angletarn Pikes"
  ]
 },
 {
  "title": "High Street via Gray Crag",
  "grade": "C",
  "km": 15.2,
  "fells": [
   "Gray Crag",
   "High Street"
  ]
 },
 {
  "title": "Brock Crags & Satura Crag",
  "grade": "B",
  "km": 8.9,
  "fells": [
   "Brock Crags",
   "Angletarn Pikes",
   "Place Fell"
  ]
 }
];
document.addEventListener('DOMContentLoaded', function () {
  var nameEl = document.querySelector('[itemtype="https://schema.org/Mountain"] [itemprop="name"]');
  if (!nameEl) return;
  var fell = nameEl.textContent.trim();
  var walks = CLUB_WALKS.filter(function (w) { return w.fells.indexOf(fell) >= 0; });
  if (!walks.length) return;
  walks.sort(function (a, b) { return a.km - b.km; });
  var sec = document.createElement('section');
  sec.className = 'fell-walks';
  var h = document.createElement('h2'); h.textContent = 'Club walks over ' + fell;
  var p = document.createElement('p');
  p.textContent = fell + ' appears on ' + walks.length + ' club walks. The shortest is ' + walks[0].title + ' at ' + walks[0].km + ' km, and the longest is ' + walks[walks.length - 1].title + ' at ' + walks[walks.length - 1].km + ' km.';
  var ul = document.createElement('ul');
  walks.forEach(function (w) {
    var li = document.createElement('li'), a = document.createElement('a');
    a.href = '/walks/' + slugify(w.title, { lower: true, strict: true }) + '.html';
    a.textContent = w.title;
    li.append(a, ' (grade ' + w.grade + ')');
    ul.appendChild(li);
  });
  sec.append(h, p, ul);
  document.querySelector('main').append(sec);
});
