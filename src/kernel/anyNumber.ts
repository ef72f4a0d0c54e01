/**
 * A count the effect data uses for "any number": the card data writes it, the effect texts read it. It sits in the
 * kernel because both the card data and the effects, at different heights, need it.
 */

/** The `max` of a discard of any number of cards (more than a hand holds). */
export const ANY_NUMBER = 99;
