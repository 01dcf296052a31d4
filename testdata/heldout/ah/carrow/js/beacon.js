// page-view beacon: one pixel, no cookies
(function () {
  var img = new Image();
  img.src = '/img/b.gif?p=' + encodeURIComponent(location.pathname) + '&r=' + Math.random().toString(36).slice(2);
})();
