// plot-notice.js: shows the register's notice for this plot, if it has one.
// The plots secretary exports the register spreadsheet as data/plots.xml after each
// committee meeting; a <notice> inside a <plot> means the plot is changing hands, being
// split or looking for a co-worker. The wording lives in templates/plot-notice.twig.
(async function () {
  const article = document.querySelector('article.plot[data-plot]');
  const slot = document.querySelector('.plot-notice');
  if (!article || !slot) return;
  const number = article.dataset.plot;

  const [xmlText, source] = await Promise.all([
    fetch('/data/plots.xml').then((r) => r.text()),
    fetch('/templates/plot-notice.twig').then((r) => r.text()),
  ]);
  const register = new DOMParser().parseFromString(xmlText, 'application/xml');
  const plot = Array.from(register.querySelectorAll('plot'))
    .find((p) => p.getAttribute('number') === number);
  const notice = plot ? plot.querySelector('notice') : null;
  if (!notice) return;

  const longDate = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC',
  });
  const waiting = register.querySelector('waiting-list');
  const template = Twig.twig({ data: source });
  slot.innerHTML = template.render({
    plot: { number: number, holder: (plot.querySelector('holder') || {}).textContent },
    notice: {
      kind: notice.getAttribute('kind'),
      date: longDate.format(new Date(notice.getAttribute('date') + 'T00:00:00Z')),
      text: notice.textContent.trim().replace(/\s+/g, ' '),
    },
    waiting: { full: waiting.getAttribute('full'), half: waiting.getAttribute('half') },
  });
})().catch((err) => console.warn('plot notice:', err));
