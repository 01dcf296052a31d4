/* Oral history pages: the transcript is the WebVTT caption file the archive
   team make for each recording (we caption them in Subtitle Edit with a
   <v Speaker> tag on each cue). Parsed with webvtt-parser, grouped into
   paragraphs by speaker, and each paragraph's time stamp seeks the player. */
(function () {
  'use strict';
  var box = document.getElementById('transcript');
  if (!box || !window.WebVTTParser) return;
  var audio = document.querySelector('audio.recording');

  function textOf(node) {
    if (node.type === 'text') return node.value;
    return (node.children || []).map(textOf).join('');
  }
  function speakerOf(tree) {
    for (var i = 0; i < tree.children.length; i++) {
      var c = tree.children[i];
      if (c.type === 'object' && c.name === 'v') return c.value;
    }
    return '';
  }
  function stamp(t) {
    var m = Math.floor(t / 60), s = Math.floor(t % 60);
    return (m < 10 ? '0' : '') + m + ':' + (s < 10 ? '0' : '') + s;
  }

  fetch(box.getAttribute('data-vtt'))
    .then(function (r) { return r.text(); })
    .then(function (vtt) {
      var parsed = new WebVTTParser().parse(vtt, 'metadata');
      var paras = [];
      parsed.cues.forEach(function (cue) {
        var who = speakerOf(cue.tree);
        var text = textOf(cue.tree).replace(/\s+/g, ' ').trim();
        var last = paras[paras.length - 1];
        if (last && last.who === who) last.lines.push(text);
        else paras.push({ who: who, start: cue.startTime, lines: [text] });
      });

      var html = '';
      paras.forEach(function (p) {
        html += '<div class="turn">' +
          '<button type="button" class="stamp" data-t="' + p.start + '">' + stamp(p.start) + '</button>' +
          '<p><b class="who">' + SCT.esc(p.who) + '</b> <span class="said">' +
          SCT.esc(p.lines.join(' ')) + '</span></p></div>';
      });
      var body = box.querySelector('.transcript-body');
      body.innerHTML = html;

      box.addEventListener('click', function (e) {
        var b = e.target.closest('.stamp');
        if (b && audio) { audio.currentTime = +b.getAttribute('data-t'); audio.play(); }
      });
    });
})();
