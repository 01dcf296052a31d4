// Notes from the counter, one for each shelf page, plus the things that have no page.
// Ruth edits this file - keep the quotes and the commas at the ends of the lines!
// note: "" means nothing to say.  back: when it should be in again ("" if we don't know).
var SHELF_NOTES = {
  "bread-and-milk": { note: "", back: "" },
  "groceries": { note: "", back: "" },
  "local-produce": { note: "", back: "" },   // cheese back from Appleby 3 March, note taken off
  "gas-and-camping": {
    note: "We have no 6 kg Calor propane cylinders to exchange until the next Calor lorry, so if you are arriving on propane please bring a full spare. Butane and Campingaz exchanges are not affected.",
    back: "Thursday 17 April, all being well"
  },
  "maps-and-books": { note: "", back: "" },
  "ice-cream": {
    note: "The ice cream freezer broke down on the first warm weekend and the new one is on order, so for now there are cones and single scoops of vanilla and strawberry only, kept in the chest freezer.",
    back: "the new freezer should be here by the end of April"
  },
  "logs-and-kindling": {
    note: "Our own logs are sold out for the season after the cold spring. We are selling kiln-dried birch from the sawmill at Sedbergh at the same price until the new stack has seasoned.",
    back: ""
  },
  "newspapers": { note: "Sunday papers must be ordered by Friday.", back: "" },
  "parcels": { note: "", back: "" }
};
