// The reception estimate is worked out in a worker from the survey heights.
(function () {
  var box = document.getElementById('estimate');
  var worker = new Worker('/js/coverage-worker.js');
  worker.onmessage = function (e) {
    var r = e.data;
    var h = document.createElement('h2');
    h.textContent = 'Reception, village by village';
    box.appendChild(h);
    function line(text) { var p = document.createElement('p'); p.textContent = text; box.appendChild(p); }
    function join(a) { return a.length < 2 ? a.join('') : a.slice(0, -1).join(', ') + ' and ' + a[a.length - 1]; }
    if (r.good.length) line('Good reception indoors on an ordinary radio in ' + join(r.good) + '.');
    if (r.aerial.length) line('An outdoor aerial pointed at the Nick is advised in ' + join(r.aerial) + '.');
    if (r.none.length) line('No reliable signal in ' + join(r.none) + ', where the internet stream is the answer.');
  };
  fetch('/data/survey.json')
    .then(function (res) { return res.json(); })
    .then(function (survey) { worker.postMessage(survey); });
})();
