// The winter talks programme: rows of the table from data/talks.yaml.
(function () {
  var html = htl.html;
  var body = document.querySelector('table.talks tbody');
  fetch('/data/talks.yaml')
    .then(function (r) { return r.text(); })
    .then(function (text) {
      yaml.load(text).talks.forEach(function (t) {
        body.appendChild(html`<tr><td>${t.date}</td><td>${t.speaker}</td><td>${t.title}</td></tr>`);
      });
    });
})();
