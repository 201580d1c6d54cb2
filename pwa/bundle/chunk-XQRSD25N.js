import {
  refusal,
  vocabularyTexts
} from "./chunk-J2CZRN4K.js";
import "./chunk-E3ETW34C.js";
import {
  STRINGS,
  text
} from "./chunk-HL3E757T.js";
import "./chunk-MLKGABMK.js";
export {
  STRINGS,
  refusal,
  text,
  vocabularyTexts
};
