// press-sheet.js - puts Janet's message for the day above the booking form.
// Janet keeps the booking sheet in Excel and saves it as
// "Text (Tab delimited)" to data/press-sheet-2025.txt. Most days have no message.
(function () {
  var box = document.getElementById('sheet-note');
  var input = document.querySelector('form.booking input[name="day"]');
  if (!box || !input) return;

  // the form has 2025-10-04, the sheet has 04/10/2025
  var p = input.value.split('-');
  var want = p[2] + '/' + p[1] + '/' + p[0];

  function unquote(s) {
    s = s.trim();
    if (s.charAt(0) === '"' && s.charAt(s.length - 1) === '"') {
      s = s.slice(1, -1).replace(/""/g, '"');
    }
    return s;
  }

  fetch('../data/press-sheet-2025.txt')
    .then(function (r) { return r.text(); })
    .then(function (text) {
      var lines = text.split(/\r?\n/);
      var head = lines[0].split('\t');
      var col = head.indexOf('Message');
      for (var i = 1; i < lines.length; i++) {
        var cells = lines[i].split('\t');
        if (cells[0] !== want) continue;
        var msg = unquote(cells[col] || '');
        if (!msg) return;
        var div = document.createElement('div');
        div.className = 'notice';
        var h = document.createElement('h2');
        h.textContent = 'Note from the press barn';
        var para = document.createElement('p');
        para.textContent = msg;
        div.appendChild(h);
        div.appendChild(para);
        box.appendChild(div);
        return;
      }
    })
    .catch(function () {});
})();
