// the running order is confirmed late: shown a moment after the page has loaded
window.addEventListener('load', function () {
  setTimeout(function () {
    fetch('/data/wassail.json').then(function (r) { return r.json(); }).then(function (w) {
      var box = document.getElementById('running-order');
      box.innerHTML = '';
      var ol = document.createElement('ol');
      w.order.forEach(function (o) {
        var li = document.createElement('li');
        li.textContent = o[0] + ': ' + o[1];
        ol.appendChild(li);
      });
      box.appendChild(ol);
      var p = document.createElement('p');
      var a = document.createElement('a');
      a.href = w.more.href;
      a.textContent = w.more.text;
      p.appendChild(a);
      box.appendChild(p);
    });
  }, 1500);
});
