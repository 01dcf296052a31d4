// Around the garden: lazy pictures and a sortable table of the area's plants.
(function () {
  new LazyLoad({ elements_selector: '.lazy' });
  new List('area-plants', { valueNames: ['plant', 'bed', 'planted'] });
})();
