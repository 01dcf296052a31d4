/* contributor.js - a contributor's recent pieces, from the site's own RSS
 * feed (feed.xml, the same one readers subscribe to). RSS gives each item's
 * author as "address (Name)", so the page's h-card email address is what we
 * match on. Needs rss-parser's browser build (global RSSParser) first. */
(function () {
  'use strict';

  var card = document.querySelector('.h-card');
  var mail = card && card.querySelector('a.u-email[href^="mailto:"]');
  var mount = document.getElementById('their-pieces');
  if (!mail || !mount || typeof RSSParser === 'undefined') return;

  var address = decodeURIComponent(mail.getAttribute('href').slice('mailto:'.length)).toLowerCase();

  function authorAddress(item) {
    var author = (item.author || item.creator || '').trim().toLowerCase();
    return author.split(/\s+/)[0];
  }

  function issueOf(item) {
    var cats = item.categories || [];
    for (var i = 0; i < cats.length; i++) {
      var c = typeof cats[i] === 'string' ? cats[i] : (cats[i] && cats[i]._) || '';
      if (/^Issue \d+$/.test(c)) return c;
    }
    return '';
  }

  // The feed's links are absolute to the live site; keep readers on
  // whichever copy of the site they are looking at.
  function localHref(link) {
    try {
      var u = new URL(link, location.href);
      return u.pathname + u.search + u.hash;
    } catch (e) {
      return link;
    }
  }

  var parser = new RSSParser();
  fetch('/feed.xml')
    .then(function (res) { return res.ok ? res.text() : Promise.reject(res.status); })
    .then(function (xml) { return parser.parseString(xml); })
    .then(function (feed) {
      var mine = feed.items.filter(function (item) { return authorAddress(item) === address; });
      if (!mine.length) return;

      var h2 = document.createElement('h2');
      h2.textContent = "From the Courier's feed";
      var count = document.createElement('p');
      count.className = 'count';
      count.textContent = mine.length + (mine.length === 1 ? ' piece' : ' pieces') +
        ' in the feed, the latest in ' + issueOf(mine[0]) + '.';
      var list = document.createElement('ul');
      list.className = 'pieces';
      mine.forEach(function (item) {
        var li = document.createElement('li');
        var a = document.createElement('a');
        a.href = localHref(item.link);
        a.textContent = item.title;
        li.appendChild(a);
        var issue = issueOf(item);
        if (issue) li.appendChild(document.createTextNode(' (' + issue + ')'));
        if (item.contentSnippet) {
          var s = document.createElement('span');
          s.className = 'snippet';
          s.textContent = ' ' + item.contentSnippet;
          li.appendChild(s);
        }
        list.appendChild(li);
      });
      mount.append(h2, count, list);
    })
    .catch(function (err) { console.warn('feed', err); });
})();
