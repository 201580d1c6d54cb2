import {
  refusal,
  vocabularyTexts
} from "./chunk-AI35IODP.js";
import "./chunk-THA2VVA2.js";
import {
  STRINGS,
  text
} from "./chunk-KCM7HTLM.js";
import "./chunk-MLKGABMK.js";
export {
  STRINGS,
  refusal,
  text,
  vocabularyTexts
};
