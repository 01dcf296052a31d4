/* advice.js -- print and copy buttons, and the checklists.
   The buttons' labels are in the page; this only wires them up. The
   checklists start open; the script keeps a class in step with them so
   the print stylesheet can leave closed ones out. */
document.addEventListener('DOMContentLoaded', () => {
  for (const btn of document.querySelectorAll('button.print-page')) {
    btn.addEventListener('click', () => window.print());
  }
  for (const btn of document.querySelectorAll('button.copy')) {
    btn.addEventListener('click', async () => {
      const src = document.querySelector(btn.dataset.copy);
      if (!src || !navigator.clipboard) return;
      try {
        await navigator.clipboard.writeText(src.textContent.trim());
        btn.classList.add('copied');
        setTimeout(() => btn.classList.remove('copied'), 1500);
      } catch (err) {
        console.warn('copy:', err);
      }
    });
  }
  for (const d of document.querySelectorAll('details.checklist')) {
    const sync = () => d.classList.toggle('shut', !d.open);
    d.addEventListener('toggle', sync);
    sync();
  }
});
