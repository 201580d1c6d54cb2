/**
 * The deal form of a Haferltarock sheet and the record it makes (docs/bayerisch.md; the sheet
 * supplies the players, stake, cents and the pot). Pure: screens/haferldeal.js draws it.
 */
export { BREACH_RULES } from "../engine/haferl/record.js";

export const THROWN_IN = "thrown_in";

export const emptyHaferlForm = () => ({
  game: null,
  declarer: null,
  trump: null,
  won: null,
  augen: "",
  tricks: null,
  schneider: false,
  schwarz: false,
  breach: null,
});

/**
 * Who chose what: Augen decide won and Schneider (the engine derives them), else the flags; a
 * breach ({player, rule?, reason?}) decides the game by itself, so nothing else of the outcome goes
 * into the record.
 */
export function toHaferlRecord(form, dealer, profile) {
  const record = { game: form.game, dealer };
  if (!form.game || form.game === THROWN_IN) return record;
  const spec = profile.games[form.game];
  record.declarer = form.declarer;
  if (Array.isArray(spec.trump) && form.trump) record.trump = form.trump;
  if (form.breach) {
    record.breach = Object.fromEntries(Object.entries(form.breach).filter(([, v]) => v !== null && v !== ""));
    return record;
  }
  if (spec.kind === "negative") {
    if (form.tricks !== null) record.declarer_tricks = form.tricks;
    else if (form.won !== null) record.won = form.won;
    return record;
  }
  if (form.augen !== "") record.declarer_augen = Number(form.augen);
  else {
    if (form.won !== null) record.won = form.won;
    if (form.schneider) record.schneider = true;
  }
  if (form.schwarz) record.schwarz = true;
  return record;
}

export function fromHaferlRecord(record) {
  return {
    ...emptyHaferlForm(),
    game: record.game,
    declarer: record.declarer ?? null,
    trump: record.trump ?? null,
    won: record.won ?? null,
    augen: record.declarer_augen === undefined ? "" : String(record.declarer_augen),
    tricks: record.declarer_tricks ?? null,
    schneider: !!record.schneider,
    schwarz: !!record.schwarz,
    breach: record.breach ? { player: null, rule: null, ...record.breach } : null,
  };
}

/** What the user still has to choose before the engine can judge the deal (null: nothing). */
export function haferlMissing(form, profile) {
  if (!form.game) return "need.game";
  if (form.game === THROWN_IN) return null;
  if (!form.declarer) return "need.declarer";
  if (Array.isArray(profile.games[form.game].trump) && !form.trump) return "need.trump";
  if (form.breach) return form.breach.player ? null : "need.breach";
  if (form.won === null && form.augen === "" && form.tricks === null && !form.schwarz) return "need.outcome";
  return null;
}
