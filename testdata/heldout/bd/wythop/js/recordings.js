/* recordings.js - play buttons on the recordings page, using howler.js
   (lib/howler.min.js). The clips are short WAV files in /audio. */
(function () {
  var tracks = document.querySelectorAll('.track');
  var playing = null;

  Array.prototype.forEach.call(tracks, function (track) {
    var button = track.querySelector('button');
    var sound = new Howl({
      src: [track.getAttribute('data-src')],
      preload: true,
      onend: function () {
        button.classList.remove('playing');
        button.setAttribute('aria-pressed', 'false');
        playing = null;
      }
    });

    button.addEventListener('click', function () {
      if (sound.playing()) {
        sound.pause();
        button.classList.remove('playing');
        button.setAttribute('aria-pressed', 'false');
        return;
      }
      if (playing && playing !== sound) {
        playing.stop();
        var others = document.querySelectorAll('.track button.playing');
        for (var i = 0; i < others.length; i++) {
          others[i].classList.remove('playing');
          others[i].setAttribute('aria-pressed', 'false');
        }
      }
      sound.play();
      playing = sound;
      button.classList.add('playing');
      button.setAttribute('aria-pressed', 'true');
    });
  });
})();
