import {
  RoundNav,
  RoundScreen,
  useRoundSheets
} from "./chunk-CB6IHS22.js";
import "./chunk-76CIHA26.js";
import "./chunk-34DJG76W.js";
import "./chunk-UVZDV5RR.js";
import "./chunk-G763UTDF.js";
import "./chunk-VIPURRUT.js";
import "./chunk-NAGG4QF7.js";
import "./chunk-DUM67R5W.js";
import "./chunk-VBLMMXQ6.js";
import "./chunk-7JDYGH6Z.js";
import "./chunk-THA2VVA2.js";
import "./chunk-OV2HW6P6.js";
import "./chunk-MLKGABMK.js";
export {
  RoundNav,
  RoundScreen,
  useRoundSheets
};
