// issue.js - back issue pages. The contents are typed in section order
// (news, letters, notices, features, sport); put them in page order
// with tinysort, and keep the issue box in view with sticky-sidebar.
tinysort(document.querySelectorAll('ol.contents > li'), { data: 'page' });
var sidebar = new StickySidebar('.sidebar', {
  topSpacing: 20,
  bottomSpacing: 20,
  containerSelector: '.main-content',
  innerWrapperSelector: '.sidebar__inner'
});
