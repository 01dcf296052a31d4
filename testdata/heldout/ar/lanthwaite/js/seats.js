// Seats open in each section, from data/seats.json (the band secretary keeps
// it up to date after committee meetings). Used with Alpine:
//   <aside x-data="seats('basses')">
document.addEventListener('alpine:init', () => {
  Alpine.data('seats', (section) => ({
    status: '',
    open: false,
    heading: '',
    text: '',
    wanted: [],
    contact: '',

    async init() {
      const res = await fetch('/data/seats.json');
      if (!res.ok) return;
      const { sections } = await res.json();
      const s = sections[section];
      if (!s) return;
      if (!s.open) {
        this.status = 'Section full';
        return;
      }
      this.status = s.open === 1 ? 'One seat open' : `${s.open} seats open`;
      this.heading = s.heading;
      this.text = s.text;
      this.wanted = s.wanted;
      this.contact = s.contact;
      this.open = true;
    },
  }));
});
