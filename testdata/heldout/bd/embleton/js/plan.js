// plan.js - draws the orchard plan on the Find us page, line by line.
// Vivus only animates the strokes; the plan itself is plain SVG in the page.
new Vivus('orchard-plan', { duration: 120, type: 'oneByOne' });
