/* ident.js - waveform of the station ident on the listen page (wavesurfer.js). */
(function () {
  var el = document.getElementById('ident-wave');
  if (!el) return;
  var ws = WaveSurfer.create({
    container: el,
    waveColor: '#7a9a4a',
    progressColor: '#37502a',
    height: 80,
    url: el.getAttribute('data-src')
  });
  el.addEventListener('click', function () { ws.playPause(); });
})();
