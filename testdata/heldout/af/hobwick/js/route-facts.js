// Time, locks and miles for a route, keyed by the route code in
// <meta name="route">. The short routes have no entry and get nothing.
import pupa from '/lib/pupa.js';

const facts = '<p>Allow {{nights}} nights: {{locks}} locks and {{miles}} miles from the wharf and back.</p>' +
  '<p>Best overnight moorings: {{moorings}}.</p>';
const code = document.querySelector('meta[name="route"]').content;
const routes = await (await fetch('/data/routes.json')).json();
if (routes[code]) document.querySelector('.route-facts').innerHTML = pupa(facts, routes[code]);
