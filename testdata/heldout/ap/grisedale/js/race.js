// Race pages. Checkpoint cut-offs are kept in seconds after the start (as
// the timing company supplies them) and written out in words; races whose
// entries are taken online carry the entry system's embed, which ships its
// notice compressed with lz-string.
(function () {
  var opts = { conjunction: ' and ', serialComma: false };
  document.querySelectorAll('.checkpoints [data-cutoff]').forEach(function (li) {
    var s = document.createElement('span');
    s.className = 'cutoff';
    s.textContent = ' (cut-off ' + humanizeDuration(Number(li.getAttribute('data-cutoff')) * 1000, opts) + ' after the start)';
    li.appendChild(s);
  });
  var close = document.querySelector('[data-course-close]');
  if (close) {
    close.textContent = 'The course closes ' +
      humanizeDuration(Number(close.getAttribute('data-course-close')) * 1000, opts) +
      ' after the start, and the sweepers walk in behind the last runner.';
  }
  var widget = document.querySelector('.entry-widget[data-payload]');
  if (widget) {
    var notice = JSON.parse(LZString.decompressFromBase64(widget.getAttribute('data-payload')));
    var h = document.createElement('h3');
    h.textContent = notice.title;
    widget.appendChild(h);
    var ul = document.createElement('ul');
    notice.lines.forEach(function (line) {
      var li = document.createElement('li');
      li.textContent = line;
      ul.appendChild(li);
    });
    widget.appendChild(ul);
  }
})();
