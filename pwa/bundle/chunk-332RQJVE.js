import {
  joinRound,
  syncRound,
  syncRounds
} from "./chunk-LKNLKNH3.js";
import "./chunk-RAKEPAPJ.js";
import "./chunk-VIPURRUT.js";
import "./chunk-MRIMQK6M.js";
import "./chunk-MMYSFJTK.js";
import "./chunk-VBLMMXQ6.js";
import "./chunk-E3ETW34C.js";
import "./chunk-T3Z37JU4.js";
import "./chunk-MLKGABMK.js";
export {
  joinRound,
  syncRound,
  syncRounds
};
