// bells.js - the Listen buttons.  Plays rounds, or the plain course of the
// method in the button's data-notation, on synthesised bells (Tone.js).
// Handstroke gap after every backstroke, as on real bells.
(function () {
  var SCALE = ['C6', 'B5', 'A5', 'G5', 'F5', 'E5', 'D5', 'C5'];
  var BEAT = 0.21;
  var playing = null;

  function stop() {
    if (playing) {
      playing.synth.releaseAll();
      playing.synth.dispose();
      playing.button.classList.remove('playing');
      playing.button.setAttribute('aria-pressed', 'false');
      playing = null;
    }
  }

  document.querySelectorAll('button.listen').forEach(function (button) {
    button.setAttribute('aria-pressed', 'false');
    button.addEventListener('click', async function () {
      var wasMe = playing && playing.button === button;
      stop();
      if (wasMe) return;
      await Tone.start();

      var stage = parseInt(button.dataset.stage, 10);
      var notes = SCALE.slice(SCALE.length - stage);
      var rows = button.dataset.notation
        ? Changes.course(stage, button.dataset.notation)
        : Array.from({ length: parseInt(button.dataset.rows || '12', 10) }, function () { return Changes.rounds(stage); });

      var synth = new Tone.PolySynth(Tone.FMSynth, {
        harmonicity: 3.01,
        modulationIndex: 12,
        envelope: { attack: 0.002, decay: 1.6, sustain: 0, release: 1.2 },
        modulationEnvelope: { attack: 0.002, decay: 0.4, sustain: 0, release: 0.2 }
      }).toDestination();
      synth.volume.value = -12;

      var t = Tone.now() + 0.1;
      rows.forEach(function (row, i) {
        if (i > 0 && i % 2 === 0) t += BEAT; // handstroke gap
        row.forEach(function (b) {
          synth.triggerAttackRelease(notes[b - 1], 0.8, t);
          t += BEAT;
        });
      });
      playing = { synth: synth, button: button };
      button.classList.add('playing');
      button.setAttribute('aria-pressed', 'true');
      var me = playing;
      setTimeout(function () { if (playing === me) stop(); }, (t - Tone.now() + 1.5) * 1000);
    });
  });
})();
