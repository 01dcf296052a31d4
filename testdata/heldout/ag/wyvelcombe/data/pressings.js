/* season 2025 pressing book, by register number */
wyvPressings([
 {
  "orchard": "WY-04",
  "day": "2025-10-04",
  "kg": 340,
  "variety": "Kingston Black",
  "litres": 210,
  "tank": 3
 },
 {
  "orchard": "WY-04",
  "day": "2025-11-01",
  "kg": 120,
  "variety": "Kingston Black",
  "litres": 71,
  "tank": 5
 },
 {
  "orchard": "WY-05",
  "day": "2025-10-19",
  "kg": 610,
  "variety": "Dabinett",
  "litres": 388,
  "tank": 4
 },
 {
  "orchard": "WY-05",
  "day": "2025-10-04",
  "kg": 205,
  "variety": "Kingston Black",
  "litres": 128,
  "tank": 3
 },
 {
  "orchard": "WY-06",
  "day": "2025-11-01",
  "kg": 450,
  "variety": "Blakeney Red pears",
  "litres": 302,
  "tank": 6
 },
 {
  "orchard": "WY-07",
  "day": "2025-10-11",
  "kg": 180,
  "variety": "Discovery and Worcester Pearmain",
  "litres": 115,
  "tank": 1
 },
 {
  "orchard": "WY-07",
  "day": "2025-11-15",
  "kg": 260,
  "variety": "Harry Masters Jersey",
  "litres": 158,
  "tank": 4
 },
 {
  "orchard": "WY-11",
  "day": "2025-10-19",
  "kg": 95,
  "variety": "Bramley",
  "litres": 60,
  "tank": 1
 }
]);
