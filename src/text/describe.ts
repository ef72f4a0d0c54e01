/**
 * Text for people: what an action does, what an event says and what a decision asks, in game terms, built on
 * request (legalActions never builds text). For logs, transcripts, tooltips and bots' explanations. Every name
 * comes from ./names: a player is named by their Main Hero, a card by its name, a unit by its card and side, a
 * field by its location and tile — never by an id.
 */
export { describeAction } from './actions';
export { describeEvent } from './events';
export { describeDecision } from './decisions';
export { cardName, unitLabel, fieldLabel, locationLabel, playerName, factionName } from './names';
