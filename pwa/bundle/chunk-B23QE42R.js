import {
  refusal,
  vocabularyTexts
} from "./chunk-6DE7PX56.js";
import "./chunk-ZJTETP6M.js";
import {
  STRINGS,
  text
} from "./chunk-EZSWZZBZ.js";
import "./chunk-MLKGABMK.js";
export {
  STRINGS,
  refusal,
  text,
  vocabularyTexts
};
