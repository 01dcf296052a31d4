// site.js: the one module every page loads (see the import map in each
// page's <head>). It defines <site-nav>, which wraps the main menu: it
// marks the link for the page you are on (and its section), and on
// narrow screens folds the menu behind the icon button. It adds no words
// of its own; the button is labelled for screen readers in the HTML.

const strip = (path) => path.replace(/index\.html$/, '');

class SiteNav extends HTMLElement {
  connectedCallback() {
    const here = strip(location.pathname);
    for (const link of this.querySelectorAll('nav a')) {
      const target = strip(new URL(link.href, location.href).pathname);
      if (target === here) {
        link.setAttribute('aria-current', 'page');
      } else if (target !== '/' && here.startsWith(target)) {
        link.setAttribute('aria-current', 'true');
      }
    }

    const toggle = this.querySelector('.nav-toggle');
    if (!toggle || this.hasAttribute('collapsible')) return;
    this.setAttribute('collapsible', '');
    toggle.hidden = false;
    toggle.addEventListener('click', () => {
      const open = toggle.getAttribute('aria-expanded') !== 'true';
      toggle.setAttribute('aria-expanded', String(open));
      this.toggleAttribute('open', open);
    });
  }
}

customElements.define('site-nav', SiteNav);

document.documentElement.classList.add('js');

// Off-site links (the bus timetable, the Trust, the county archives)
// open in a new tab.
for (const link of document.querySelectorAll('a[href^="http"]')) {
  if (new URL(link.href).origin !== location.origin) {
    link.target = '_blank';
    link.rel = 'noopener';
  }
}
