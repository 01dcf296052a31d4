// Nicer drop-downs on the booking form (Tom Select). The choices are the
// page's own <option>s; nothing is added.
(function () {
  new TomSelect('#boat', { create: false });
  new TomSelect('#length', { create: false });
  new TomSelect('#month', { create: false });
})();
