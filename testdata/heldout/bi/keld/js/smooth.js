/* smooth scrolling for the long pages + the "back to top" links */
new Lenis({ autoRaf: true, anchors: true });
