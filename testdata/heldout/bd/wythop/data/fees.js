// Hire charges agreed at the committee meeting of 14 January 2025.
// Amounts are in PENCE (Dinero wants whole numbers) - so £275 is 27500.
// Edit this file only; hire.html picks it up. NH
var HIRE_FEES = {
  agreed: "14 January 2025",
  freeMiles: 10,          // miles from the Old School before we charge travel
  pencePerMile: 45,       // each way counts once: we charge the distance, not the round trip
  deposit: 5000,
  items: [
    { what: "Church or chapel concert, up to two hours with an interval", players: "Full band (25 to 28)", pence: 35000 },
    { what: "Fete, gala, show or garden party, two sets of 45 minutes", players: "Full band", pence: 27500 },
    { what: "Bandstand or park concert, two sets of 45 minutes", players: "Full band", pence: 25000 },
    { what: "Carol playing outside a shop or pub, per hour (two hours at least)", players: "12 or more", pence: 9000 },
    { what: "Wedding, funeral or private party", players: "Quintet", pence: 18000 },
    { what: "Remembrance parade and service", players: "Full band", pence: 0 }
  ],
  example: { item: 1, miles: 24 }
};
