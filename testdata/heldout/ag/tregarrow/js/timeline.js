// the station timeline, written where this script stands
(function () {
  var t = [
    [1867, 'the pulling lifeboat Grace Tonkin arrives by rail and cart from London'],
    [1891, 'the boathouse is extended for a larger ten-oared boat'],
    [1936, 'the first motor lifeboat, the Lady Trevenna, replaces the pulling boats'],
    [1974, 'the first inshore lifeboat goes on service from the old slipway'],
    [2008, 'the new boathouse opens behind the Victorian granite front'],
    [2019, 'the Atlantic 85 Spirit of Porthmoy arrives at the station']
  ];
  document.write('<ul class="timeline">');
  for (var i = 0; i < t.length; i++) document.write('<li>' + t[i][0] + ': ' + t[i][1] + '</li>');
  document.write('</ul>');
})();
