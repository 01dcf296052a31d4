// Shows post dates as "2 weeks ago" and so on: the <relative-time> elements
// already hold the date, and the element only rewrites it.
import '/lib/relative-time.js';
