// The reading circle's list for this season.
window.zooBooks = [
 {
  "title": "The Lanternmaker of Oskvald",
  "author": "Mirela Tannhauser",
  "year": 1987,
  "blurb": "A glassblower's apprentice keeps a northern harbour lit through a winter without ships."
 },
 {
  "title": "Salt Roads to Varnholm",
  "author": "Ibrahim Kestrel",
  "year": 2003,
  "blurb": "Three caravan drivers argue their way across a dried sea and into each other's debts."
 },
 {
  "title": "A Grammar of Small Weather",
  "author": "Oona Pelletier",
  "year": 1995,
  "blurb": "Essays on fog, drizzle and the words villages invent for the rain they know best."
 },
 {
  "title": "The Cartographer's Quiet Daughter",
  "author": "Teodor Almqvist",
  "year": 1978,
  "blurb": "A girl redraws her father's unfinished maps and finds that the rivers disagree with him."
 },
 {
  "title": "Beneath the Pear Orchard at Hollin",
  "author": "Agnes Whitlow",
  "year": 2011,
  "blurb": "Four generations of a cider family hide a ledger that nobody dares to read aloud."
 },
 {
  "title": "Notes from the Ninth Lighthouse",
  "author": "Kwame Osei-Brandt",
  "year": 1969,
  "blurb": "Letters from a keeper who counts the passing ships and slowly stops counting the days."
 },
 {
  "title": "The Orrery at Pendle Cross",
  "author": "Sabine Vauclair",
  "year": 2019,
  "blurb": "A clockmaker builds a model of the heavens that predicts the village's quarrels instead."
 },
 {
  "title": "Winter Ledger of the Marsh Abbey",
  "author": "Hal Benedikt Ros",
  "year": 1956,
  "blurb": "Monks record every frost, debt and visitor during the coldest year the fens remember."
 }
];
