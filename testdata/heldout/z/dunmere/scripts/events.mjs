class DunmereEvents extends HTMLElement {
  async connectedCallback() {
    const md = await (await fetch(this.getAttribute('src'))).text();
    this.innerHTML = window.kramed(md);
  }
}
customElements.define('dunmere-events', DunmereEvents);
