// the story arrives from the hidden same-origin frame by postMessage
window.addEventListener('message', function (e) {
  if (e.origin !== location.origin || !e.data || e.data.kind !== 'story') return;
  var box = document.getElementById('story');
  e.data.paras.forEach(function (t) {
    var p = document.createElement('p');
    p.textContent = t + '.';
    box.appendChild(p);
  });
});
