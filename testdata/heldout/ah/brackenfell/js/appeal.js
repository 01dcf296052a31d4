/* Appeal total: data/appeal.yaml (js-yaml), amounts by Numeral; one line in the article. */
(function () {
  'use strict';
  var line = document.querySelector('p.raised');
  if (!line) return;
  numeral.locale('en-gb');
  fetch('/data/appeal.yaml').then(function (r) { return r.text(); }).then(function (text) {
    var a = jsyaml.load(text);
    line.textContent = 'Raised so far: ' + numeral(a.raised).format('$0,0') + ' of the ' +
      numeral(a.target).format('$0,0') + ' we need.';
  });
})();
