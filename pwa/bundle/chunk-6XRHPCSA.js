import {
  refusal,
  vocabularyTexts
} from "./chunk-EQBCYY2W.js";
import "./chunk-5GM52YBN.js";
import {
  STRINGS,
  text
} from "./chunk-R2IDERMZ.js";
import "./chunk-MLKGABMK.js";
export {
  STRINGS,
  refusal,
  text,
  vocabularyTexts
};
