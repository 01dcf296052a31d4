/* leaflet-notice.js - each dental page prints the reference of its paper
   leaflet (SD/05 and so on). When Sandra marks a leaflet with a notice in
   data/leaflets.json, the notice shows on the page that carries that
   reference. */
(function () {
  var ref = document.querySelector('.leaflet');
  var slot = document.getElementById('leaflet-notice');
  if (!ref || !slot) return;
  var key = ref.textContent.replace(/\s+/g, '').toUpperCase();

  unfetch('../data/leaflets.json')
    .then(function (r) { return r.json(); })
    .then(function (data) {
      var entry = data.leaflets[key];
      if (!entry || !entry.notice) return;
      slot.className = 'notice';
      slot.style.opacity = 0;
      var h = document.createElement('h2');
      h.textContent = 'Please note';
      var p = document.createElement('p');
      p.textContent = entry.notice;
      slot.appendChild(h);
      slot.appendChild(p);
      Velocity(slot, { opacity: 1 }, { duration: 400 });
    });
})();
