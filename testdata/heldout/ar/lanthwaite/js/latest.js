// "Latest from the band room" on the home page: the three newest items of
// data/news.json, which the news secretary updates with each post. - Chris, 2018
document.addEventListener('DOMContentLoaded', function () {
  var box = document.getElementById('latest');
  if (!box || !window.fetch) return;
  fetch('/data/news.json')
    .then(function (res) { return res.ok ? res.json() : []; })
    .then(function (items) {
      if (!items.length) return;
      var html = '<h2>Latest from the band room</h2><ul class="latest-list">';
      items.slice(0, 3).forEach(function (item) {
        html += '<li><a href="' + item.url + '">' + item.title + '</a>' +
          ' <span class="latest-date">' + item.date + '</span>' +
          '<p>' + item.summary + '</p></li>';
      });
      box.innerHTML = html + '</ul>';
    });
});
