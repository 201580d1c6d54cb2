import {
  refusal,
  vocabularyTexts
} from "./chunk-GOXB5RGN.js";
import "./chunk-5GM52YBN.js";
import {
  STRINGS,
  text
} from "./chunk-5QXHN7LK.js";
import "./chunk-MLKGABMK.js";
export {
  STRINGS,
  refusal,
  text,
  vocabularyTexts
};
