// Subscription prices - Helen, change these when the prices go up.
// book = what we charge for each month's book, post = second class postage for one book.
// discount = percent off the books (not the postage) for paying up front.
var BOOKROOM_SUBS = {
  paperback: { book: '9.99', post: '3.05' },
  hardback:  { book: '18.99', post: '3.80' },
  terms: [
    { months: 3,  discount: 0 },
    { months: 6,  discount: 5 },
    { months: 12, discount: 10 }
  ]
};
