/* running totals, updated after each café */
mendTotals({
 "since": "March 2019",
 "cafes": 62,
 "brought": 1907,
 "mended": 1312,
 "kg": 2184,
 "kinds": [
  [
   "small electricals",
   612
  ],
  [
   "textiles",
   241
  ],
  [
   "bicycles",
   187
  ],
  [
   "furniture",
   96
  ]
 ],
 "story": {
  "href": "/stories/lawnmower.html",
  "text": "The lawnmower that came back to life"
 }
});
