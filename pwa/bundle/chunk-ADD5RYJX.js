import {
  joinRound,
  syncRound,
  syncRounds
} from "./chunk-WTTYPZRX.js";
import "./chunk-UVZDV5RR.js";
import "./chunk-VIPURRUT.js";
import "./chunk-RZPOTP44.js";
import "./chunk-V3LD7JSL.js";
import "./chunk-VBLMMXQ6.js";
import "./chunk-THA2VVA2.js";
import "./chunk-RHA7XVHD.js";
import "./chunk-MLKGABMK.js";
export {
  joinRound,
  syncRound,
  syncRounds
};
