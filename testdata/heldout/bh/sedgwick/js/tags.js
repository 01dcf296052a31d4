/* tags.js - colours the little category labels on the notices.
   The colour is in data-colour; tinycolor picks black or white text
   so the label stays readable. */
(function () {
  var tags = document.querySelectorAll('.tag[data-colour]');
  for (var i = 0; i < tags.length; i++) {
    var bg = tinycolor(tags[i].getAttribute('data-colour'));
    if (!bg.isValid()) continue;
    tags[i].style.backgroundColor = bg.toHexString();
    tags[i].style.borderColor = bg.clone().darken(12).toHexString();
    tags[i].style.color = tinycolor.mostReadable(bg, ['#ffffff', '#1d1d1d']).toHexString();
  }
})();
