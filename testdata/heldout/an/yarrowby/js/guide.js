// Help guides: Prism highlights the code by itself; this adds a Copy
// button to each block and a # link beside each section heading.
(function () {
  document.querySelectorAll('pre > code').forEach(function (code) {
    var pre = code.parentNode;
    var wrap = document.createElement('div');
    wrap.className = 'code-block';
    pre.parentNode.insertBefore(wrap, pre);
    wrap.appendChild(pre);
    var b = document.createElement('button');
    b.type = 'button';
    b.className = 'copy-code';
    b.textContent = 'Copy';
    wrap.appendChild(b);
  });
  var clip = new ClipboardJS('.copy-code', {
    target: function (trigger) { return trigger.previousElementSibling; },
  });
  clip.on('success', function (e) { e.clearSelection(); });
  anchors.options = { icon: '#', placement: 'left' };
  anchors.add('.guide h2');
})();
