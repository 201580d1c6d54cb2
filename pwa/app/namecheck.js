/**
 * Why a name typed on a form cannot be a player's (or a title a sheet's), in the player's
 * language, by the engine's own rule (vocabulary.js, lookalike.js: the rules the server applies):
 * too long says how long it is, an invisible character, a twin or a look-alike (Anna, Аnna) gets
 * the message catalogue's text. An empty
 * field has no reason yet: nothing is said before the player types.
 *
 * @example
 * nameError(["Anna", "anna"], 1) // "Jeder Name nur einmal (Groß- und Kleinschreibung zählen nicht)."
 * nameError(["A".repeat(70)], 0)  // "Höchstens 64 Zeichen – dieser Name hat 70."
 */
import { lookAlikePair } from "../engine/lookalike.js";
import { invisibleChar, MAX_NAME, MAX_TITLE, nameProblem, playerKey } from "../engine/vocabulary.js";
import { refusal } from "./i18n.js";
import { getLang, t } from "./ui.js";

const length = (text) => [...text].length; // code points, as the engines count

/** The reason ``names[i]`` (trimmed already) cannot stand, or null; a twin is reported at its second place. */
export function nameError(names, i) {
  const name = names[i];
  if (!name) return null;
  if (length(name) > MAX_NAME) return t("new.name_long", { max: MAX_NAME, n: length(name) });
  if (nameProblem(name) !== null) return refusal({ code: "name.invalid", params: { max: MAX_NAME } }, getLang());
  const key = playerKey(name);
  if (names.slice(0, i).some((other) => other && playerKey(other) === key)) return refusal({ code: "names.duplicate" }, getLang());
  // the server refuses a table of names that read the same (Anna, Аnna): refused here, no sheet stays stuck
  const twin = names.slice(0, i).find((other) => other && nameProblem(other) === null && lookAlikePair([other, name]) !== null);
  return twin ? refusal({ code: "names.look_alike", params: { first: twin, second: name } }, getLang()) : null;
}

/** The reason a sheet's title cannot stand, or null. */
export function titleError(title) {
  if (length(title) > MAX_TITLE) return t("new.title_long", { max: MAX_TITLE, n: length(title) });
  const bad = invisibleChar(title);
  return bad ? t("new.title_invisible", { char: bad }) : null;
}
