/**
 * Where a deal form shows the engine's refusal: next to the field at fault, in the table's
 * language, from the message catalogue (i18n.js ``refusal``); never a field path or the engine's
 * English reason. A field whose section the form does not show is named in the preview instead.
 */
import { refusal } from "../i18n.js";
import { getLang, html } from "../ui.js";

/** The form section of each record field (the first part of the error's dotted path). */
const SECTIONS = {
  game: "game",
  declarer: "declarer",
  forehand: "declarer",
  partner: "partner",
  called_king: "partner",
  king_in_talon: "partner",
  conceded: "partner",
  bird: "bird",
  trump: "trump",
  won: "outcome",
  declarer_points: "outcome",
  declarer_tricks: "outcome",
  declarer_augen: "outcome",
  schneider: "outcome",
  schwarz: "outcome",
  kontra: "outcome",
  trischaken: "trischaken",
  premiums: "premiums",
  valat: "premiums",
  renonce: "more",
  breach: "more",
  writing_error: "more",
  dealer: "more",
};

/** The section that shows ``error`` (null: none, the preview names it). */
export function sectionOf(error) {
  const top = String(error?.field ?? "").split(".")[0];
  return Object.hasOwn(SECTIONS, top) ? SECTIONS[top] : null;
}

/** The refusal's text for players, with the engine's code and field kept as data for tests and developers. */
export const RefusalText = ({ error }) => html`<p class="error" role="alert" data-field=${error.field} data-kind=${error.kind}
  data-code=${error.code}>${refusal(error, getLang())}</p>`;

/** The refusal, if it belongs to ``section`` of the form. */
export const FieldRefusal = ({ error, section }) => (error && sectionOf(error) === section ? html`<${RefusalText} error=${error} />` : null);
