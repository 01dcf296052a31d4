// The programme of talks and workshops that goes with an exhibition,
// rendered with Mustache from the exhibition's programme file.
(function () {
  var box = document.querySelector('.programme[data-src]');
  var tpl = document.getElementById('programme-template');
  if (!box || !tpl) return;
  fetch(box.getAttribute('data-src'))
    .then(function (r) { return r.json(); })
    .then(function (data) {
      if (!data.events || !data.events.length) return;
      box.innerHTML = Mustache.render(tpl.innerHTML, data);
    });
})();
