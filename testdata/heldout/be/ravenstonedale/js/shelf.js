// shelf.js - puts the note from data/shelves.js on the shop page it belongs to.
// The page is found by its file name, e.g. gas-and-camping.html -> "gas-and-camping".
(function () {
  var name = location.pathname.split('/').pop().replace(/\.html$/, '');
  var shelf = (window.SHELF_NOTES && SHELF_NOTES[name]) || { note: '', back: '' };
  rivets.bind(document.getElementById('counter'), { shelf: shelf });
})();
