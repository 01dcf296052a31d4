// route.js - on every route page: shows the path conditions note for this route
// from data/conditions.xml, if there is one. The route is found by the start
// grid reference on the page (<span class="gr">), spaces ignored.
(function () {
  var months = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
    'August', 'September', 'October', 'November', 'December'];

  function clean(gr) {
    return gr.replace(/\s+/g, '').toUpperCase();
  }

  var grEl = document.querySelector('.start .gr');
  if (!grEl) return;
  var mine = clean(grEl.textContent);

  var xhr = new XMLHttpRequest();
  xhr.open('GET', '../data/conditions.xml');
  xhr.onload = function () {
    if (xhr.status !== 200) return;
    var doc = new DOMParser().parseFromString(xhr.responseText, 'application/xml');
    var routes = doc.getElementsByTagName('route');
    for (var i = 0; i < routes.length; i++) {
      if (clean(routes[i].getAttribute('gr')) !== mine) continue;
      var note = routes[i].getElementsByTagName('note')[0];
      if (!note || !note.textContent.trim()) return;
      var checked = routes[i].getElementsByTagName('checked')[0];
      var status = routes[i].getElementsByTagName('status')[0].textContent.trim();
      var d = checked.getAttribute('on').split('-');

      var box = document.createElement('div');
      box.className = 'notice ' + status;
      box.innerHTML = '<h2>Path conditions</h2>';
      var p = document.createElement('p');
      p.textContent = note.textContent.trim();
      var small = document.createElement('p');
      small.className = 'small';
      small.textContent = 'Checked by ' + checked.getAttribute('by') + ' on ' +
        parseInt(d[2], 10) + ' ' + months[parseInt(d[1], 10) - 1] + ' ' + d[0] + '.';
      box.appendChild(p);
      box.appendChild(small);
      var start = document.querySelector('.start');
      start.parentNode.insertBefore(box, start.nextSibling);
      return;
    }
  };
  xhr.send();
})();
