import {
  joinRound,
  syncRound,
  syncRounds
} from "./chunk-SJGWH3LX.js";
import "./chunk-UVZDV5RR.js";
import "./chunk-VIPURRUT.js";
import "./chunk-6EZZ4TPZ.js";
import "./chunk-T53QEEZF.js";
import "./chunk-VBLMMXQ6.js";
import "./chunk-THA2VVA2.js";
import "./chunk-OV2HW6P6.js";
import "./chunk-MLKGABMK.js";
export {
  joinRound,
  syncRound,
  syncRounds
};
