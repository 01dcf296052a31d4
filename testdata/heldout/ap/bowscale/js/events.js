// Event pages. Days with their own trains carry a <train-plan> element
// whose attributes come from the operating timetable; the element (a
// hybrids component, rendered in the light DOM) writes the plan out with
// an ICU message.
import { define, html } from '/lib/hybrids/index.js';
import { IntlMessageFormat } from '/lib/intl-messageformat.js';

const PLAN = new IntlMessageFormat(
  '{trains, plural, =0 {No trains run} one {One train runs} other {# trains run}} on the day, ' +
  'the first leaving {origin} at {first} and then one every {every} minutes. ' +
  'The last train back from {terminus} leaves at {last}.', 'en-GB');
const BOOKING = new IntlMessageFormat(
  '{booking, select, required {Booking is essential, and tickets sell out weeks ahead.} ' +
  'other {There is no need to book: buy your ticket at the booking office on the day.}}', 'en-GB');

define({
  tag: 'train-plan',
  trains: 0,
  first: '',
  every: 0,
  last: '',
  origin: '',
  terminus: '',
  booking: '',
  render: ({ trains, first, every, last, origin, terminus, booking }) => html`
    <p class="plan">${PLAN.format({ trains, first, every, last, origin, terminus })}</p>
    <p class="booking">${BOOKING.format({ booking })}</p>
  `,
});
