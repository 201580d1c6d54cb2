import {
  refusal,
  vocabularyTexts
} from "./chunk-DRS6ARPF.js";
import "./chunk-E3ETW34C.js";
import {
  STRINGS,
  text
} from "./chunk-T3Z37JU4.js";
import "./chunk-MLKGABMK.js";
export {
  STRINGS,
  refusal,
  text,
  vocabularyTexts
};
