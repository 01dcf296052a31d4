// News posts: reading time beside the date ("2 min read").
(() => {
  const body = document.querySelector('.post-body');
  const slot = document.querySelector('.read-time');
  if (!body || !slot) return;
  const words = body.textContent.trim().split(/\s+/).length;
  slot.textContent = ` · ${Math.max(1, Math.round(words / 200))} min read`;
})();
