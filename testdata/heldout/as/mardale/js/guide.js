// Guides: the checklist for the guide named in <meta name="guide-key">,
// from data/guides.json, drawn by petite-vue.
(function () {
  var key = document.querySelector('meta[name="guide-key"]').content;
  fetch('/data/guides.json')
    .then(function (r) { return r.json(); })
    .then(function (all) {
      var g = all[key];
      if (!g) return;
      PetiteVue.createApp({ title: g.title, steps: g.steps, tip: g.tip }).mount('.checklist');
    });
})();
