/**
 * Bayerisches Tarock / Haferltarock in the browser: the JavaScript twin of shared_rules/haferl/,
 * module by module (cards, counting, profile, record, ledger, settlement, sheet). The PWA loads
 * this; the card replay (tricks.js, play.js) it never runs is in engine/index.js's ``haferl``.
 */
export { DECK, augen, cardNameDe, parseCard, suitNameDe } from "./cards.js";
export { DECK_AUGEN, IMPOSSIBLE_AUGEN, count, countAugen, parseAugen } from "./counting.js";
export { Unbalanced } from "./ledger.js";
export { FAMILY, HaferlProfile, loadProfile, profileIds } from "./profile.js";
export { MAX_STAKE, RECORD_FIELDS, THROWN_IN, readDeal } from "./record.js";
export { settle } from "./settlement.js";
export { carryPot, settleSheet } from "./sheet.js";
