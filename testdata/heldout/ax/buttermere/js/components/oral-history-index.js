// <oral-history-index>
//
// The time-coded index of an interview, for the interviews our
// transcribers have indexed so far (about one in five). Which interview a
// page is about comes from its Dublin Core identifier,
// <meta name="DC.identifier" content="BVM/OH/2003/04">, the archive
// reference the catalogue uses. The indexes are kept in OHMS, whose XML
// export is data/ohms-index.xml; a record with an empty <index/> has not
// been indexed yet. Each point is stamped from the page's
// <template id="oh-point">.

function clock(seconds) {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

async function indexPoints(reference) {
  const res = await fetch('/data/ohms-index.xml');
  if (!res.ok) return [];
  const xml = new DOMParser().parseFromString(await res.text(), 'application/xml');
  const record = [...xml.getElementsByTagName('record')]
    .find((r) => r.getElementsByTagName('accession')[0]?.textContent.trim() === reference);
  if (!record) return [];
  return [...record.querySelectorAll('index > point')].map((point) => ({
    seconds: Number(point.querySelector('time')?.textContent ?? 0),
    title: point.querySelector('title')?.textContent.trim() ?? '',
    synopsis: point.querySelector('synopsis')?.textContent.trim() ?? '',
  }));
}

class OralHistoryIndex extends HTMLElement {
  #started = false;

  connectedCallback() {
    if (this.#started) return;
    this.#started = true;
    const reference = document.querySelector('meta[name="DC.identifier"]')?.content.trim();
    const template = document.getElementById('oh-point');
    if (!reference || !template) return;
    indexPoints(reference)
      .then((points) => this.#render(points, template))
      .catch((err) => console.warn('oral-history-index:', err));
  }

  #render(points, template) {
    if (!points.length) return;
    const heading = document.createElement('h2');
    heading.textContent = 'Interview index';
    const list = document.createElement('ol');
    list.className = 'oh-points';
    for (const point of points) {
      const item = template.content.cloneNode(true);
      const time = item.querySelector('time');
      time.textContent = clock(point.seconds);
      time.dateTime = `PT${point.seconds}S`;
      item.querySelector('.oh-title').textContent = point.title;
      item.querySelector('.oh-synopsis').textContent = point.synopsis;
      list.append(item);
    }
    this.replaceChildren(heading, list);
    this.classList.add('has-index');
  }
}

customElements.define('oral-history-index', OralHistoryIndex);
