// News posts: a Share button (Web Share API, or copy the link), and the
// fade-in on photographs. -- Tariq, 2021
const slot = document.querySelector('.share-slot');
if (slot) {
  const btn = document.createElement('button');
  btn.type = 'button';
  btn.className = 'share';
  btn.textContent = 'Share';
  btn.addEventListener('click', async () => {
    const data = { title: document.title, url: location.href };
    try {
      if (navigator.share) await navigator.share(data);
      else await navigator.clipboard.writeText(location.href);
    } catch (e) { /* cancelled */ }
  });
  slot.append(btn);
}
if (window.AOS) AOS.init({ once: true, duration: 400 });
