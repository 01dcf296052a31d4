// today's flags come from the flag board frame through Postmate
(function () {
  var out = document.getElementById('flag-board');
  new Postmate({ container: document.getElementById('flag-frame'), url: '/frames/flags.html', name: 'flag-board' })
    .then(function (child) { return child.get('board'); })
    .then(function (board) {
      var ul = document.createElement('ul');
      board.beaches.forEach(function (b) {
        var li = document.createElement('li');
        li.textContent = b.flags ? b.name + ': ' + b.flags + ' flags, lifeguards on duty ' + b.guards[0] + ' to ' + b.guards[1]
                                 : b.name + ': no lifeguards, ' + b.note;
        ul.appendChild(li);
      });
      out.appendChild(ul);
      var p = document.createElement('p');
      var a = document.createElement('a');
      a.href = board.more.href;
      a.textContent = board.more.text;
      p.appendChild(a);
      out.appendChild(p);
    });
})();
