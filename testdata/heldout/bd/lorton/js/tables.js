// tables.js - wide tables scroll sideways on phones. The normal scrollbar is
// nearly invisible on some phones so we use perfect-scrollbar (in lib/).
(function () {
  var boxes = document.querySelectorAll('.wide');
  for (var i = 0; i < boxes.length; i++) {
    new PerfectScrollbar(boxes[i], { suppressScrollY: true });
  }
})();
