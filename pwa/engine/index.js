/**
 * Tarock rules and settlement engine for the browser (Königrufen, and Haferltarock under `haferl`): the JavaScript twin of the Python
 * package shared_rules, module by module. Plain ES modules, no dependency, no build step.
 *
 * @example
 * import { settle } from "./engine/index.js";
 * const ooe = await (await fetch("/api/v1/profiles/ooe-2023")).json();
 * settle({players: ["Anna", "Bernd", "Clara", "David"], forehand: "Anna", game: "dreier",
 *   declarer: "Anna", won: true}, ooe).points;
 * // {Anna: 12, Bernd: -4, Clara: -4, David: -4}
 */
export { parseCard, cardValue, cardNameDe, isTarock, suitOf, DECK } from "./cards.js";
export { countThirds, formatPoints, parsePoints, pointsText, DECK_THIRDS } from "./counting.js";
export { Inconsistent, MalformedInput, NotAllowed, RuleError } from "./errors.js";
export { Fraction, amountJson } from "./fraction.js";
export {
  Profile,
  applyHouseRules,
  checkProfileDocument,
  defaultProfile,
  loadProfile,
  profileFor,
  profileIds,
  resolveProfile,
} from "./profiles.js";
import { REPLAY } from "./families.js";
import * as haferlReplay from "./haferl/play.js";
import * as haferlSettle from "./haferl/index.js";
import * as haferlTricks from "./haferl/tricks.js";
import { replay as replayKoenigrufen } from "./play.js";

export { Contract, Play, RULE_IDS, Replay, readReplay } from "./play.js";
export { TrickRules, judge, legalCards, winnerIndex } from "./tricks.js";
export { RECORD_FIELDS, readDeal } from "./record.js";
export { InvalidOverlay, customProfile } from "./custom.js";
export { FAMILIES, activeSeats, family, familyOfProfile, loadFamilyProfile, replay, settle, tableSizes } from "./families.js";

Object.assign(REPLAY, { koenigrufen: replayKoenigrufen, haferltarock: haferlReplay.replay });
/**
 * Haferltarock: the modules the PWA loads (haferl/index.js) and the card replay it does not.
 * (Typed by its modules: a declaration file spelling out their members could not name their types.)
 * @type {Readonly<typeof haferlSettle & typeof haferlTricks & typeof haferlReplay>}
 */
export const haferl = Object.freeze({ ...haferlSettle, ...haferlTricks, ...haferlReplay });
export { MESSAGES, errorText, render as renderMessage } from "./messages.js";
