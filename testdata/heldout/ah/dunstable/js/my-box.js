// The visitor's box. The choice (size and collection point) is kept with
// localForage; on a first visit it is empty, and the usual choice, a medium
// box from the village hall, is saved and shown. Each vegetable is a clone
// of <template id="veg-line">.
(function () {
  var out = document.getElementById('your-box');
  var list = document.getElementById('your-veg');
  var tpl = document.getElementById('veg-line');
  if (!out || !list || !tpl) return;
  var DEFAULT = { size: 'medium', point: 'hall' };
  localforage.config({ name: 'dunstable-lane', storeName: 'visitor' });

  function json(u) { return fetch(u).then(function (r) { return r.json(); }); }
  function choice() {
    return localforage.getItem('box-choice').then(function (c) {
      if (c && c.size && c.point) return c;
      return localforage.setItem('box-choice', DEFAULT).then(function () { return DEFAULT; }, function () { return DEFAULT; });
    }).catch(function () { return DEFAULT; });
  }

  Promise.all([choice(), json('/data/this-week.json'), json('/data/points.json'), json('/data/veg-notes.json')])
    .then(function (res) {
      var c = res[0], week = res[1], points = res[2], notes = res[3];
      function draw() {
        var box = week.boxes.filter(function (b) { return b.size === c.size; })[0] || week.boxes[1];
        var pt = points[c.point] || points.hall;
        out.textContent = 'Your ' + box.size + ' box will be packed on ' + week.packed + ' morning and left at ' +
          pt.name + ', ready from ' + pt.from + '.';
        list.textContent = '';
        box.items.forEach(function (item) {
          var li = tpl.content.cloneNode(true);
          li.querySelector('.veg').textContent = item.charAt(0).toUpperCase() + item.slice(1) + ',';
          li.querySelector('.from').textContent = notes[item] || '';
          list.appendChild(li);
        });
        Array.prototype.forEach.call(document.querySelectorAll('.size-choice button'), function (b) {
          b.setAttribute('aria-pressed', String(b.getAttribute('data-size') === box.size));
        });
      }
      draw();
      document.querySelector('.size-choice').addEventListener('click', function (ev) {
        var s = ev.target.getAttribute && ev.target.getAttribute('data-size');
        if (!s) return;
        c = { size: s, point: c.point };
        localforage.setItem('box-choice', c).catch(function () {});
        draw();
      });
    });
})();
