// History pages: the timeline in the <pre class="mermaid"> is drawn as a
// diagram, and the then-and-now photographs get a noUiSlider that moves
// the edge between them.
(function () {
  mermaid.initialize({ startOnLoad: false, theme: 'neutral', securityLevel: 'strict' });
  mermaid.run({ querySelector: '.mermaid' });
  var slider = document.querySelector('.compare-slider');
  var clip = document.querySelector('.now-clip');
  if (slider && clip) {
    noUiSlider.create(slider, { start: [50], range: { min: 0, max: 100 }, step: 1 });
    slider.noUiSlider.on('update', function (values) {
      clip.style.width = Number(values[0]) + '%';
    });
  }
})();
