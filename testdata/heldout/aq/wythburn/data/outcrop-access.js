// Access notes for outcrops, by lexicon code (lower case). Kept by the field secretary.
window.WYTHBURN_OUTCROPS = {
 "updated": "2025-02",
 "notes": [
  {
   "code": "csl",
   "place": "Quarry by the farm track",
   "access": "The farm track to the quarry is closed to walkers during lambing, from the middle of March to the end of April.",
   "note": "At other times, ask at the farmhouse before you go up; the family are happy for small groups to visit but like to know who is on the land.",
   "checked": "2025"
  },
  {
   "code": "till",
   "place": "Wythburn Beck below the footbridge",
   "access": "The bank below the footbridge slipped into the beck in the January floods, and the exposure is now unsafe to approach.",
   "note": "A fresh section has opened in the gravel pit at Low Wythburn; the owners will let members see it by arrangement with the secretary.",
   "checked": "2025"
  },
  {
   "code": "wgr",
   "place": "Wythburn gravel terraces",
   "access": "The terrace by the church is private garden.",
   "note": "View it from the lane only.",
   "checked": "2024"
  }
 ]
};
