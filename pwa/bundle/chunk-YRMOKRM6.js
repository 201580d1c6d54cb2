import {
  refusal
} from "./chunk-EQBCYY2W.js";
import {
  lookAlikePair
} from "./chunk-PK4STYAR.js";
import {
  MAX_NAME,
  MAX_TITLE,
  invisibleChar,
  nameProblem,
  playerKey
} from "./chunk-5GM52YBN.js";
import {
  getLang,
  t
} from "./chunk-R2IDERMZ.js";

// pwa/app/namecheck.js
var length = (text) => [...text].length;
function nameError(names, i) {
  const name = names[i];
  if (!name) return null;
  if (length(name) > MAX_NAME) return t("new.name_long", { max: MAX_NAME, n: length(name) });
  if (nameProblem(name) !== null) return refusal({ code: "name.invalid", params: { max: MAX_NAME } }, getLang());
  const key = playerKey(name);
  if (names.slice(0, i).some((other) => other && playerKey(other) === key)) return refusal({ code: "names.duplicate" }, getLang());
  const twin = names.slice(0, i).find((other) => other && nameProblem(other) === null && lookAlikePair([other, name]) !== null);
  return twin ? refusal({ code: "names.look_alike", params: { first: twin, second: name } }, getLang()) : null;
}
function titleError(title) {
  if (length(title) > MAX_TITLE) return t("new.title_long", { max: MAX_TITLE, n: length(title) });
  const bad = invisibleChar(title);
  return bad ? t("new.title_invisible", { char: bad }) : null;
}

export {
  nameError,
  titleError
};
