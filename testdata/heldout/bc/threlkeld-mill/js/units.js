/* "Show metric" button on the machinery pages.
   The millwrights' drawings are all in feet, inches and pounds,
   so that's what the pages say; the button swaps in metric for anyone
   who wants it. Also makes the part drawing zoomable (wheelzoom). */
(function () {
  var factors = {
    ft: [0.3048, 'm'], 'in': [2.54, 'cm'], lbs: [0.4536, 'kg'],
    gal: [4.546, 'litres'], bu: [36.37, 'litres']
  };
  function metric(value) {
    var m = value.match(/^([\d.]+)\s*(\S+)$/);
    if (!m || !factors[m[2]]) return null;
    var f = factors[m[2]], n = parseFloat(m[1]) * f[0];
    var shown = n >= 100 ? Math.round(n) : Math.round(n * 10) / 10;
    return shown.toLocaleString('en-GB') + ' ' + f[1];
  }
  var btn = document.querySelector('.units-toggle');
  if (btn) {
    var items = document.querySelectorAll('data.qty');
    var showing = false;
    btn.addEventListener('click', function () {
      showing = !showing;
      for (var i = 0; i < items.length; i++) {
        var el = items[i];
        if (!el.dataset.imperial) el.dataset.imperial = el.textContent;
        el.textContent = showing ? (metric(el.value) || el.dataset.imperial) : el.dataset.imperial;
      }
      btn.setAttribute('aria-pressed', showing ? 'true' : 'false');
    });
  }
  if (window.wheelzoom) {
    var drawing = document.querySelectorAll('.part-photo img');
    if (drawing.length) wheelzoom(drawing, { zoom: 0.1, maxZoom: 6 });
  }
})();
