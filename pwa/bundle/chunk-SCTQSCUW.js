import {
  joinRound,
  syncRound,
  syncRounds
} from "./chunk-SM3BS5IK.js";
import "./chunk-6GVZGHFI.js";
import "./chunk-VIPURRUT.js";
import "./chunk-ZKJZGAFZ.js";
import "./chunk-5BUIA3SD.js";
import "./chunk-VBLMMXQ6.js";
import "./chunk-5GM52YBN.js";
import "./chunk-5QXHN7LK.js";
import "./chunk-MLKGABMK.js";
export {
  joinRound,
  syncRound,
  syncRounds
};
