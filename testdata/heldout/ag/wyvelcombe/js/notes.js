// tasting notes: the label data is kept deflated and base64-encoded in data-notes
(function () {
  var box = document.getElementById('notes');
  if (!box) return;
  var raw = atob(box.getAttribute('data-notes'));
  var bytes = new Uint8Array(raw.length);
  for (var i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  var notes = JSON.parse(fflate.strFromU8(fflate.unzlibSync(bytes)));
  var batch = new Sqids({ minLength: 6 }).decode(box.getAttribute('data-batch'));
  var h = document.createElement('h2');
  h.textContent = 'Tasting notes';
  var dl = document.createElement('dl');
  dl.className = 'notes';
  [['Nose', notes.nose], ['Palate', notes.palate], ['Finish', notes.finish], ['With', notes.food], ['Strength', notes.abv.toFixed(1) + '% alcohol']].forEach(function (r) {
    var dt = document.createElement('dt'); dt.textContent = r[0];
    var dd = document.createElement('dd'); dd.textContent = r[1];
    dl.appendChild(dt); dl.appendChild(dd);
  });
  var p = document.createElement('p');
  p.textContent = 'Bottled from tank ' + batch[1] + ' of the ' + batch[0] + ' pressing.';
  box.appendChild(h);
  box.appendChild(dl);
  box.appendChild(p);
})();
