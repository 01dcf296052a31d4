// Race notices. The race pages look up their own race here by the name in the page heading,
// so "race" must be spelt exactly as the heading (capitals do not matter).
// Leave notice empty when there is nothing to say. Dates as 2025-04-28.
// Last edited by Colin, September 2025.
var raceNotices = [
  { race: "Fellbarrow Frolic", posted: "", by: "",
    notice: "" },
  { race: "Hobcarton Horseshoe", posted: "", by: "",
    notice: "" },
  { race: "Low Fell Dash", posted: "", by: "",
    notice: "" },
  { race: "Whiteside Round", posted: "2025-04-28", by: "Dave Sewell",
    notice: "The National Trust is rebuilding the pitched path above Whin Ben this spring, so this year the race goes up the old line by Liza Beck instead and comes back the usual way. The distance is the same but there is about 40 m more climb, and the first checkpoint has moved to the col below Whiteside." },
  { race: "Lorton Vale Show Race", posted: "", by: "",
    notice: "" },
  { race: "Graystones Gallop", posted: "", by: "",
    notice: "" },
  { race: "Mellbreak Chase", posted: "2025-09-22", by: "Alan Fisher",
    notice: "Loweswater village hall car park is closed this year while the new septic tank goes in. Please park in the field at Church Bridge and walk ten minutes to registration; the field is signed from the road and the farmer asks for three pounds a car, which goes to the Show committee." },
  { race: "Whinlatter Night Race", posted: "2024-11-30", by: "Dave Sewell",
    notice: "The Whinlatter Night Race is not being held in 2025. Forestry England have not been able to give us the forest on a Saturday in December, and we will try again for 2026." },
  { race: "Christmas Handicap", posted: "", by: "",
    notice: "" }
];
