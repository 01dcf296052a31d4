// The season's turns, drawn twenty at a time, one batch a frame.
(function () {
  var list = document.getElementById('roster');
  fetch('/data/roster.json')
    .then(function (r) { return r.json(); })
    .then(function (d) {
      var turns = d.turns, i = 0;
      function batch() {
        var end = Math.min(i + 20, turns.length);
        var frag = document.createDocumentFragment();
        for (; i < end; i++) {
          var li = document.createElement('li');
          var t = document.createElement('time');
          t.textContent = turns[i].day;
          li.appendChild(t);
          li.appendChild(document.createTextNode(turns[i].duty + ': ' + (turns[i].who || 'vacant')));
          frag.appendChild(li);
        }
        list.appendChild(frag);
        if (i < turns.length) requestAnimationFrame(batch);
      }
      requestAnimationFrame(batch);
    });
})();
