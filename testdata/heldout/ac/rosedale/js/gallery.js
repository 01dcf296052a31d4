import htm from '/lib/xhtm.min.js';
import { h } from '/js/h.js';
var html = htm.bind(h);
var code = document.querySelector('[itemtype$="ExhibitionEvent"] meta[itemprop="identifier"]').content;
var res = await fetch('/data/displays.json');
var data = await res.json();
var objs = data.cases[code] || [];
var list = html`<ul>${objs.map(function (o) { return html`<li><b>${o[0]}</b> ${o[1]}</li>`; })}</ul>`;
var doc = '<!DOCTYPE html><html><head><style>body{font-family:Georgia,serif;margin:.5rem}</style></head><body>' +
  '<p>Objects in this gallery today:</p>' + list.outerHTML + '</body></html>';
var frame = document.createElement('iframe');
frame.className = 'display-frame';
frame.title = 'Objects on display';
frame.srcdoc = doc;
var sec = document.querySelector('.on-display');
sec.querySelector('.display-list').replaceWith(frame);
sec.querySelector('.placeholder').remove();
