// the fruit checklist, written into the page where this script stands
(function () {
  var limits = { kg: 150, sessions: 2, minDays: 7 };
  var rules = [
    'Bring no more than ' + limits.kg + ' kg per household per session, and book a second slot for more',
    'Let picked fruit stand for at least ' + limits.minDays + ' days to soften before pressing',
    ['Rot', 'wasps and grass cuttings'].join(', ') + ' go on the compost heap, not in the scratter',
    'Label every sack with your name and the register number of your orchard, if it has one',
    'Containers for juice must be clean and have screw caps; we have no spares'
  ];
  document.write('<ol class="rules">');
  for (var i = 0; i < rules.length; i++) document.write('<li>' + rules[i] + '</li>');
  document.write('</ol>');
})();
