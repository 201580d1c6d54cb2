import {
  joinRound,
  syncRound,
  syncRounds
} from "./chunk-I6CLGUSU.js";
import "./chunk-UVZDV5RR.js";
import "./chunk-VIPURRUT.js";
import "./chunk-ZQYOWF3G.js";
import "./chunk-WNNSHCCK.js";
import "./chunk-VBLMMXQ6.js";
import "./chunk-THA2VVA2.js";
import "./chunk-KCM7HTLM.js";
import "./chunk-MLKGABMK.js";
export {
  joinRound,
  syncRound,
  syncRounds
};
