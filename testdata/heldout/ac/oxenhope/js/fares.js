(function () {
  var box = document.getElementById('fare-table');
  var group = document.querySelector('meta[itemprop="fareGroup"]').content;
  var w = new Worker('/js/fare-worker.js');
  w.onmessage = function (e) { box.innerHTML = e.data.html; w.terminate(); };
  w.postMessage({ group: +group });
})();
