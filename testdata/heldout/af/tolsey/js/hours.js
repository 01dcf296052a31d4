// Opening hours and closures, from the librarian's YAML file.
(function () {
  fetch('/data/hours.yaml')
    .then(function (r) { return r.text(); })
    .then(function (text) {
      var d = yaml.load(text);
      var table = document.createElement('table');
      d.hours.forEach(function (h) {
        var tr = table.insertRow();
        tr.insertCell().textContent = h.day;
        tr.insertCell().textContent = h.times;
      });
      document.querySelector('.hours').appendChild(table);
      var ul = document.querySelector('.closures');
      d.closures.forEach(function (c) {
        var li = document.createElement('li');
        li.textContent = c;
        ul.appendChild(li);
      });
    });
})();
