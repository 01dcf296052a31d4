// Smooth scrolling for the list of questions at the top of the page.
var scroll = new SmoothScroll('a[href*="#"]', { speed: 400, speedAsDuration: true });
