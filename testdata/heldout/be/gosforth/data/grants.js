/* Community grants, kept by hand from the cash book.
   Amounts in pence. One entry per year; "rounds" with no page yet are
   still open. Loaded with a plain <script> before js/grants.js. */
var GRANTS = {
  updated: "16 September 2025",
  rounds: {
    "2022-23": {
      budget: 400000, closed: "31 October 2022", decided: "8 November 2022",
      leftover: "went back into general reserves",
      awards: [
        { group: "Gosforth Show Society", purpose: "Hire of the main marquee", asked: 75000, awarded: 60000 },
        { group: "Gosforth Bowling Club", purpose: "Mower service", asked: 32000, awarded: 32000 },
        { group: "1st Gosforth Brownies", purpose: "Camping equipment", asked: 45000, awarded: 40000 }
      ]
    },
    "2023-24": {
      budget: 500000, closed: "31 October 2023", decided: "14 November 2023",
      leftover: "was carried forward to the 2024-25 grants budget",
      awards: [
        { group: "Gosforth Gala Committee", purpose: "Marquee hire and first aid cover for gala day", asked: 90000, awarded: 75000 },
        { group: "Gosforth Public Hall Management Committee", purpose: "New stacking chairs for the main hall (twenty)", asked: 120000, awarded: 100000 },
        { group: "Gosforth Bowling Club", purpose: "Replacement bowls for juniors", asked: 28500, awarded: 28500 },
        { group: "Bleng Valley Toddlers", purpose: "Outdoor play equipment", asked: 40000, awarded: 40000 },
        { group: "Gosforth Gardening Club", purpose: "Bulbs and compost for the village tubs", asked: 18000, awarded: 18000 },
        { group: "St Mary's Churchyard Volunteers", purpose: "Strimmer and safety gear", asked: 35000, awarded: 30000 },
        { group: "Gosforth Over-60s Lunch Club", purpose: "Minibus hire for the summer outing", asked: 45000, awarded: 35000 },
        { group: "Wasdale Mountain Rescue (Gosforth appeal)", purpose: "Radios", asked: 60000, awarded: 0 },
        { group: "Gosforth Youth Football", purpose: "Goalposts for the under-9s", asked: 52000, awarded: 50000 }
      ],
      notes: [
        "The mountain rescue application was not funded because the council gives to the team each year from its donations budget instead.",
        "Gosforth Gala Committee returned 120 pounds unspent from its first aid cover in July 2025, once its own accounts were done."
      ]
    },
    "2024-25": {
      budget: 550000, closed: "31 October 2024", decided: "12 November 2024",
      leftover: "was carried forward to the 2025-26 grants budget",
      awards: [
        { group: "Gosforth Public Hall Management Committee", purpose: "Hearing loop for the main hall", asked: 150000, awarded: 125000 },
        { group: "Gosforth Gala Committee", purpose: "Marquee hire for gala day", asked: 80000, awarded: 70000 },
        { group: "Gosforth Gardening Club", purpose: "Planters by the war memorial", asked: 42000, awarded: 42000 },
        { group: "1st Gosforth Brownies", purpose: "Replacement tents", asked: 60000, awarded: 50000 },
        { group: "Gosforth Over-60s Lunch Club", purpose: "Kitchen equipment", asked: 25000, awarded: 25000 },
        { group: "Bleng Valley Toddlers", purpose: "Christmas party entertainer", asked: 15000, awarded: 0 },
        { group: "Gosforth Heritage Group", purpose: "Printing a leaflet on the Gosforth Cross", asked: 48000, awarded: 48000 },
        { group: "Gosforth Bowling Club", purpose: "Green reseeding", asked: 38000, awarded: 30000 },
        { group: "Gosforth Youth Football", purpose: "Kit for the new girls team", asked: 65000, awarded: 60000 },
        { group: "Gosforth Community Speedwatch", purpose: "Hi-vis jackets and a second speed gun battery", asked: 22000, awarded: 22000 }
      ],
      notes: [
        "The toddler group was asked to apply to the Public Hall Christmas fund instead, which pays for entertainers.",
        "Two groups, the Heritage Group and Speedwatch, were first-time applicants this year.",
        "The hearing loop grant is paid in two halves, the second when the installer signs the loop off as working."
      ]
    },
    "2025-26": {
      budget: 550000, closed: "31 October 2025", decided: "11 November 2025",
      leftover: "", awards: [], open: true
    }
  }
};
