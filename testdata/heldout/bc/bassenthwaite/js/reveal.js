// Gentle fade-in for the front page boxes (ScrollReveal, as in its README).
ScrollReveal().reveal('.card', { interval: 120, distance: '12px', origin: 'bottom', duration: 600 });
ScrollReveal().reveal('.about-strip, .committee', { delay: 150, duration: 700 });
