/* Millers' pages: what the archive holds that they wrote or kept.
   The catalogue is exported from the cataloguing program as XML
   (data/catalogue.xml). Each miller's page has its name authority
   reference in the "Cite as" line, e.g. TMA/P/07. Closed items aren't listed. */
(function () {
  var cite = document.querySelector('.cite');
  var m = cite && cite.textContent.match(/TMA\/P\/\d+/);
  if (!m) return;
  var who = m[0];

  fetch('/data/catalogue.xml')
    .then(function (r) { return r.text(); })
    .then(function (text) {
      var doc = new DOMParser().parseFromString(text, 'application/xml');
      var items = Array.prototype.filter.call(doc.querySelectorAll('item'), function (it) {
        var c = it.querySelector('creator');
        var access = it.querySelector('access');
        return c && c.getAttribute('authority') === who &&
          !(access && access.textContent.trim() === 'closed');
      });
      if (!items.length) return;
      var sec = document.createElement('section');
      sec.className = 'in-archive';
      sec.innerHTML = '<h2>In the archive</h2>';
      var ul = document.createElement('ul');
      items.forEach(function (it) {
        var li = document.createElement('li');
        var t = it.querySelector('title').textContent;
        var d = it.querySelector('date').textContent;
        var s = it.querySelector('scope').textContent;
        li.innerHTML = '<strong></strong> <span class="ref"></span><br><span class="scope"></span>';
        li.querySelector('strong').textContent = t + ' (' + d + ')';
        li.querySelector('.ref').textContent = it.getAttribute('ref');
        li.querySelector('.scope').textContent = s;
        ul.appendChild(li);
      });
      sec.appendChild(ul);
      cite.parentNode.insertBefore(sec, cite);
    });
})();
