/* Gallery: Macy lays the photos out in columns, blueimp Gallery opens them large. */
Macy({ container: '#photos', columns: 3, margin: 16, breakAt: { 700: 2, 420: 1 } });
document.getElementById('photos').onclick = function (event) {
  event = event || window.event;
  var target = event.target || event.srcElement;
  var link = target.src ? target.parentNode : target;
  if (!link.href) return;
  var options = { index: link, event: event };
  var links = this.getElementsByTagName('a');
  blueimp.Gallery(links, options);
};
