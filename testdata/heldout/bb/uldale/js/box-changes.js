/* Box pages: show what was changed on packing day.
   The box list on each page is written on Monday from what Tom expects
   to pick. On Thursday the packers fill in the "change" column of the
   packing sheet (data/packing.csv, exported from the shared spreadsheet
   after packing) when something had to be swapped, and this puts those
   notes on the box's page so nobody has to edit the HTML on a Thursday.
   The page's box is the date in the <time> in its heading. */
(function () {
  var time = document.querySelector('.box-week h1 time');
  if (!time || !window.d3) return;
  var packed = time.getAttribute('datetime');

  d3.csv('/data/packing.csv').then(function (rows) {
    var changed = rows.filter(function (row) {
      return row.packed === packed && row.change && row.change.trim() !== '';
    });
    if (!changed.length) return;

    var box = document.createElement('aside');
    box.className = 'notice changed';
    box.setAttribute('role', 'note');

    var h = document.createElement('h2');
    h.textContent = 'Changed on packing day';
    box.appendChild(h);

    var ul = document.createElement('ul');
    changed.forEach(function (row) {
      var li = document.createElement('li');
      var b = document.createElement('strong');
      b.textContent = row.item + ': ';
      li.appendChild(b);
      li.appendChild(document.createTextNode(row.change.trim()));
      ul.appendChild(li);

      // mark the line in the table so people look at the note
      document.querySelectorAll('.contents tbody th').forEach(function (th) {
        if (th.textContent.trim() === row.item) th.parentNode.classList.add('was-changed');
      });
    });
    box.appendChild(ul);

    var contents = document.querySelector('.box-contents');
    contents.parentNode.insertBefore(box, contents);
  }).catch(function (err) {
    console.warn('packing sheet not loaded', err);
  });
})();
