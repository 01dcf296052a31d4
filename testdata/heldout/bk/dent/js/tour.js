/* tour.js - the "show me round" button on the home page (driver.js) */
(function () {
  var btn = document.getElementById('tour-btn');
  if (!btn || !window.driver) return;
  var driver = window.driver.js.driver;
  var tour = driver({
    showProgress: true,
    steps: [
      { element: 'nav', popover: { title: 'The menu', description: 'Every part of the site is one click away from here.' } },
      { element: '#whats-here', popover: { title: 'Where to start', description: 'Most people want the rota or the next fair.' } },
      { element: 'footer', popover: { title: 'Mistakes', description: 'If something is wrong, the contact page says how to tell us.' } }
    ]
  });
  btn.addEventListener('click', function () { tour.drive(); });
})();
