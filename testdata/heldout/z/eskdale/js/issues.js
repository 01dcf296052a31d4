var ISSUES = [
  { season: 'Spring 2026', lead: 'the Esk Hause path repairs' },
  { season: 'Autumn 2025', lead: 'a week on the Isle of Skye' },
  { season: 'Winter 2025', lead: 'fifty years of the Boot hut' },
  { season: 'Summer 2025', lead: 'the longest day on the Scafells' }
];
lemonade.createWebComponent('issue-list', function () {
  var self = this;
  self.issues = ISSUES.map(function (i) { return { title: i.season + ': ' + i.lead }; });
  return function (render) { return render`<div class="issues"><h2>Recent issues</h2><ul :loop="${self.issues}"><li>{{self.title}}</li></ul></div>`; };
}, { prefix: 'lm' });
