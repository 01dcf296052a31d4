// Shows this season's notes for the station. The station's code is the id of
// its <article> (stn-XXX); the notes for every station on both lines are one
// script that sets a global, rendered with an EJS template.
(function () {
  var article = document.querySelector('article.station');
  var box = document.querySelector('.station-notes');
  if (!article || !box) return;
  var code = article.id.replace(/^stn-/, '');
  var template =
    '<h2>This season at <%= s.name %></h2>' +
    '<ul><% s.facilities.forEach(function (f) { %><li><%= f %></li><% }); %></ul>' +
    '<p><%= s.note %></p>';
  var script = document.createElement('script');
  script.src = '/data/station-notes.js';
  script.onload = function () {
    var s = (window.SVR_STATION_NOTES || []).filter(function (n) { return n.code === code; })[0];
    if (s) box.innerHTML = ejs.render(template, { s: s });
  };
  document.head.appendChild(script);
})();
