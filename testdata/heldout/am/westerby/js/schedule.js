// The week, half an hour at a time, added to the list twenty slots at a
// time so that the page stays responsive on old phones.
(function () {
  var list = document.getElementById('week');
  fetch('/data/schedule.json')
    .then(function (r) { return r.json(); })
    .then(function (d) {
      var slots = d.slots, i = 0;
      function chunk() {
        var end = Math.min(i + 20, slots.length);
        var frag = document.createDocumentFragment();
        for (; i < end; i++) {
          var s = slots[i];
          var li = document.createElement('li');
          var t = document.createElement('time');
          t.textContent = s[0] + ' ' + s[1];
          li.appendChild(t);
          li.appendChild(document.createTextNode(s[2]));
          frag.appendChild(li);
        }
        list.appendChild(frag);
        if (i < slots.length) setTimeout(chunk, 0);
      }
      chunk();
    });
})();
