// Shows last year's trial notes for the variety. The variety is the page
// title up to the dash; the notes for every variety are one XML file,
// parsed with fast-xml-parser.
(function () {
  var name = document.title.split(' — ')[0].trim();
  var box = document.querySelector('.trial-notes');
  if (!box) return;
  var months = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
    'August', 'September', 'October', 'November', 'December'];
  function day(iso) {
    var d = iso.split('-');
    return Number(d[2]) + ' ' + months[Number(d[1]) - 1] + ' ' + d[0];
  }
  function para(text) {
    var p = document.createElement('p');
    p.textContent = text;
    box.appendChild(p);
  }
  fetch('/data/trial-notes.xml')
    .then(function (r) { return r.text(); })
    .then(function (xml) {
      var parser = new fxp.XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_' });
      var trials = parser.parse(xml).trials;
      var list = [].concat(trials.variety);
      var v = list.filter(function (x) { return x['@_name'] === name; })[0];
      if (!v) return;
      var h = document.createElement('h2');
      h.textContent = 'From our ' + trials['@_year'] + ' trial';
      box.appendChild(h);
      para('Sown on ' + day(v.sown) + ', first ripe fruit picked on ' + day(v.firstpick) +
        ', and ' + v.yield + ' kg of fruit a plant over the season.');
      para(v.note);
    });
})();
