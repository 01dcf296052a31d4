window.SVR_STATION_NOTES = [
 {
  "code": "EDJ",
  "name": "Ennerby",
  "line": "Ennerby & Dale",
  "facilities": [
   "Ticket office",
   "Café"
  ],
  "note": "Through tickets to Thwaite Head are sold at Ennerby."
 },
 {
  "code": "LSC",
  "name": "Low Scarth",
  "line": "Sallowbeck Valley",
  "facilities": [
   "Picnic tables by the water tank",
   "Toilets open on operating days"
  ],
  "note": "The signal box is open to visitors on Sunday afternoons, when a volunteer signalman will explain how the single-line token works."
 },
 {
  "code": "SKG",
  "name": "Skelgill",
  "line": "Sallowbeck Valley",
  "facilities": [
   "Tea room",
   "Toilets",
   "Bicycle rack"
  ],
  "note": "The tea room reopens on Good Friday with a new terrace above the beck. Damson cake made with fruit from the quarrymen's gardens is served all summer."
 },
 {
  "code": "THH",
  "name": "Thwaite Head",
  "line": "Sallowbeck Valley",
  "facilities": [
   "Waiting room",
   "Toilets",
   "Turntable viewing area"
  ],
  "note": "There is now a wood-burning stove in the waiting room, lit on every operating day from October to March."
 }
];
