import {
  refusal,
  vocabularyTexts
} from "./chunk-2LY4M7DT.js";
import "./chunk-THA2VVA2.js";
import {
  STRINGS,
  text
} from "./chunk-RHA7XVHD.js";
import "./chunk-MLKGABMK.js";
export {
  STRINGS,
  refusal,
  text,
  vocabularyTexts
};
