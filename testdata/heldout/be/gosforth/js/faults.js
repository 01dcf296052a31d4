/* faults.js - report pages in Footpaths & highways.
   Each report page quotes the reference Cumberland Council gave us
   (the <b class="faultref"> in the first paragraph). Lorna keeps the
   highways and footpaths log as a spreadsheet and saves it as
   "Text (Tab delimited)" to data/highways-log.txt. When she puts something
   in the "Website note" column for a fault it shows here as an update;
   everything else about the report stays as written. */
(function () {
  var ref = document.querySelector('.faultref');
  if (!ref) return;
  var want = ref.textContent.replace(/\s+/g, ' ').trim().toUpperCase();
  var url = new URL('../data/highways-log.txt', document.currentScript.src).href;

  getText(url, function (text) {
    var log = readTable(text, '\t');
    for (var i = 0; i < log.length; i++) {
      var row = log[i];
      if (row['Council ref'].replace(/\s+/g, ' ').toUpperCase() !== want) continue;
      if (!row['Website note']) return;
      var box = document.createElement('div');
      box.className = 'notice' + (/closed/i.test(row['Status']) ? ' closed' : '');
      box.innerHTML = '<h2>Update from the Clerk</h2>';
      var p = document.createElement('p');
      p.innerHTML = '<strong>' + row['Status'] + '.</strong> ';
      p.appendChild(document.createTextNode(row['Website note']));
      box.appendChild(p);
      var at = document.querySelector('#report-body');
      at.parentNode.insertBefore(box, at);
      return;
    }
  });
})();
