import merge from '/lib/mergerino.min.js';
var saved = {};
try { saved = JSON.parse(localStorage.getItem('qd-prefs') || '{}'); } catch (e) {}
var prefs = merge({ units: 'metric', wpm: 220 }, saved);
var words = document.querySelector('main').innerText.split(/\s+/).length;
document.querySelector('.read-time').textContent = Math.max(1, Math.round(words / prefs.wpm)) + ' min read';
document.documentElement.dataset.units = prefs.units;
