import {
  refusal,
  vocabularyTexts
} from "./chunk-NAGG4QF7.js";
import "./chunk-THA2VVA2.js";
import {
  STRINGS,
  text
} from "./chunk-OV2HW6P6.js";
import "./chunk-MLKGABMK.js";
export {
  STRINGS,
  refusal,
  text,
  vocabularyTexts
};
