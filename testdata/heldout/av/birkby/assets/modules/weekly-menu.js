// weekly-menu.js: the café's menu for the week, from /assets/data/cafe-menus.json.
// The week is the Monday in the page's "Week commencing <time datetime>".
const SOUP = '<li><span class="day">{{day}}</span>: {{soup}}</li>';
const MENU = '<h2>Soup of the day</h2><ul class="soups">{{soups}}</ul>' +
  '<h2>Lunch special</h2><p class="special">{{special}}, {{price}}</p>' +
  '<p class="cake">Cake of the week: {{cake}}</p>';

export default async function weeklyMenu(el, { render, spacetime, tz, escape, bus }) {
  const time = document.querySelector('.menu-week .when time[datetime]');
  if (!time) return;
  const monday = time.getAttribute('datetime');
  const res = await fetch('/assets/data/cafe-menus.json');
  if (!res.ok) return;
  const data = await res.json();
  const week = data.weeks.find((w) => w.weekCommencing === monday);
  if (!week) return;
  const start = spacetime(monday, tz);
  const soups = week.soups.map((soup, i) => render(SOUP, {
    day: start.add(i + 1, 'day').format('{day} {date-ordinal} {month}'),
    soup: escape(soup),
  })).join('');
  el.innerHTML = render(MENU, {
    soups,
    special: escape(week.special.name),
    price: escape(week.special.price),
    cake: escape(week.cake),
  });
  bus.emit('content', 'weekly-menu', el);
}
