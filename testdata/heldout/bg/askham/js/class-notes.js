// Show class pages: if the show secretary has put an amendment against this
// class in data/show-2025.json, show it above the guidance.
(function () {
  var span = document.querySelector('h1 .classno');
  var box = document.getElementById('amendment');
  if (!span || !box) return;
  var no = parseInt(span.textContent.replace(/[^0-9]/g, ''), 10);
  fetch('../../data/show-2025.json').then(function (r) { return r.json(); }).then(function (sched) {
    var cls = sched.classes.filter(function (c) { return c.no === no; })[0];
    if (!cls || !cls.amendment) return;
    box.className = 'notice';
    box.innerHTML = '<strong>Amendment for 2025:</strong> ';
    box.appendChild(document.createTextNode(cls.amendment));
  });
})();
