/* Setters' notes on the wall pages.
 * Each wall's number is in the heading ("Wall 4"); the notes live in
 * data/setting.json under w04 etc. Walls with nothing current get nothing.
 * -- Gaz, March 2013 (needs jQuery) */
$(document).ready(function () {
  var label = $.trim($('h1 small').text());
  var num = label.replace(/[^0-9]/g, '');
  if (!num) { return; }
  var key = 'w' + (num.length < 2 ? '0' + num : num);

  $.getJSON('/data/setting.json', function (data) {
    var w = data.walls[key];
    if (!w) { return; }
    var $box = $('#setters-notes');
    $box.append('<h2>From the setters</h2>');
    $box.append($('<p class="reset"></p>').text(w.reset));
    var $ul = $('<ul class="problems"></ul>');
    $.each(w.climbs, function (i, c) {
      var $li = $('<li></li>');
      $li.append($('<span class="tag"></span>').addClass('tag-' + c.colour.toLowerCase()).text(c.colour + ' ' + c.grade));
      $li.append(' ' );
      $li.append(document.createTextNode(c.note));
      $ul.append($li);
    });
    $box.append($ul);
    if (w.setter) {
      $box.append($('<p class="sig"></p>').text('Set by ' + w.setter + '.'));
    }
  });
});
