// tiny C highlighter for the workshop notes: wraps keywords and numbers, the text stays the same
(function () {
  var KW = /\b(const|int|void|if|else|return)\b/g;
  document.querySelectorAll('pre code.lang-c').forEach(function (code) {
    var esc = code.textContent.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    code.innerHTML = esc.replace(KW, '<span class="kw">$1</span>').replace(/\b(\d+)\b/g, '<span class="num">$1</span>')
      .replace(/\b(setup|loop|pinMode|analogRead|tone|noTone|delay)\(/g, '<span class="fn">$1</span>(');
  });
})();
