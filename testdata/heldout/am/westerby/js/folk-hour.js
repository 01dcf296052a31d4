// Last Sunday's tracklist: the show names its latest episode, the episode
// names its playlist, and the playlist holds the tracks.
(function () {
  var box = document.getElementById('tracklist');
  axios.get('/data/shows/folk-hour.json')
    .then(function (res) { return axios.get(res.data.latest_episode); })
    .then(function (res) { return axios.get(res.data.playlist); })
    .then(function (res) {
      var pl = res.data;
      var h = document.createElement('h2');
      h.textContent = pl.title;
      box.appendChild(h);
      var ol = document.createElement('ol');
      pl.tracks.forEach(function (t) {
        var li = document.createElement('li');
        var em = document.createElement('em');
        em.textContent = t.title;
        li.appendChild(em);
        li.appendChild(document.createTextNode(', ' + t.by + (t.note ? ' (' + t.note + ')' : '')));
        ol.appendChild(li);
      });
      box.appendChild(ol);
    });
})();
