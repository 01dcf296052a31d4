/* A small XML highlighter: wraps tags, attribute names and strings in spans; the text is unchanged. */
(function () {
  'use strict';
  function esc(s) { return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'); }
  var re = /<\/?[\w?:-]+|\/?\??>|[\w:-]+(?==)|"[^"]*"/g;
  document.querySelectorAll('pre code.lang-xml').forEach(function (el) {
    var src = el.textContent, out = '', last = 0, m;
    while ((m = re.exec(src))) {
      var tok = m[0];
      var cls = tok.charAt(0) === '"' ? 'tk-str' : (/^[<\/?>]/.test(tok) ? 'tk-tag' : 'tk-attr');
      out += esc(src.slice(last, m.index)) + '<span class="' + cls + '">' + esc(tok) + '</span>';
      last = m.index + tok.length;
    }
    el.innerHTML = out + esc(src.slice(last));
    el.classList.add('highlighted');
  });
})();
