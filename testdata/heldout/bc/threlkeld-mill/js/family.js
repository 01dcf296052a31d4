/* Family pages: built from data/families.json with Vue.
   Which family is in data-family on the #family element. */
(function () {
  var el = document.getElementById('family');
  if (!el || !window.Vue) return;
  var which = el.getAttribute('data-family');
  Vue.createApp({
    data: function () { return { family: null, failed: false }; },
    mounted: function () {
      var vm = this;
      fetch('/data/families.json')
        .then(function (r) { return r.json(); })
        .then(function (d) { vm.family = d.families[which] || null; vm.failed = !vm.family; })
        .catch(function () { vm.failed = true; });
    },
    methods: {
      span: function (p) { return (p.born || '?') + '\u2013' + (p.died || ''); }
    }
  }).mount(el);
})();
