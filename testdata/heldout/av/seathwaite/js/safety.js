/* safety.js -- the buttons on the safety advice pages.
   "Print this page" prints; "Copy grid reference" puts the grid
   reference beside it on the clipboard and marks the button for a moment. */
document.addEventListener('DOMContentLoaded', () => {
  for (const b of document.querySelectorAll('button.print-page')) {
    b.addEventListener('click', () => window.print());
  }
  for (const b of document.querySelectorAll('button.copy-grid')) {
    b.addEventListener('click', async () => {
      const grid = b.parentElement.querySelector('.grid');
      if (!grid || !navigator.clipboard) return;
      try {
        await navigator.clipboard.writeText(grid.textContent.trim());
        b.classList.add('copied');
        setTimeout(() => b.classList.remove('copied'), 1500);
      } catch (err) {
        console.warn('copy:', err);
      }
    });
  }
  for (const d of document.querySelectorAll('details.glossary')) {
    d.addEventListener('toggle', () => d.classList.toggle('shut', !d.open));
  }
});
