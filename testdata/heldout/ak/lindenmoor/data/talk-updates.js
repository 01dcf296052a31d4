// Changes to the spring talks, kept by the front desk.
window.LINDENMOOR_TALK_UPDATES = [
  {
    "title": "The Lindenmoor Volunteers in the Great War",
    "change": "Cancelled.",
    "detail": "The speaker is unwell; the talk will be given in the autumn.",
    "updated": "2026-02-20"
  },
  {
    "title": "The Women of the Moor Painters",
    "change": "This talk is fully booked, and a second date has been added on Saturday 4 April at 2pm.",
    "detail": "Places for the Saturday talk can be booked at the front desk or by telephone.",
    "updated": "2026-03-04"
  },
  {
    "title": "Lace and the Lindenmoor Workhouse",
    "change": "The talk has moved to the Friends' Room on the second floor, which has better light for the lace.",
    "detail": "Follow the signs from the lift; the room is opposite the costume gallery.",
    "updated": "2026-03-04"
  },
  {
    "title": "The Thwaites, Clockmakers of Lindenmoor",
    "change": "Michael Beck will bring a Thwaite longcase clock from a private collection, never shown in public before.",
    "detail": "The clock will stay in the museum for the rest of the evening so that everyone can see it.",
    "updated": "2026-03-04"
  }
];
