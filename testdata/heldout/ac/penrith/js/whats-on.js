(function () {
  var list = document.getElementById('season');
  var tpl = { '<>': 'li', 'html': [
    { '<>': 'a', 'href': '${href}', 'html': [{ '<>': 'strong', 'text': '${title}' }] },
    { '<>': 'span', 'text': ' \u2014 ${dates}. ' },
    { '<>': 'span', 'class': 'blurb', 'text': '${blurb}.' }
  ] };
  var stream = oboe();
  stream.node('!.shows.*', function (show) {
    list.insertAdjacentHTML('beforeend', json2html.render(show, tpl));
    return oboe.drop;
  });
  fetch('/data/season.json').then(function (res) {
    var reader = res.body.getReader();
    var dec = new TextDecoder();
    function pump() {
      return reader.read().then(function (chunk) {
        if (chunk.done) { stream.emit('end'); return; }
        stream.emit('data', dec.decode(chunk.value, { stream: true }));
        return pump();
      });
    }
    return pump();
  });
})();
