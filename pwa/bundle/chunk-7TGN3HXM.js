import {
  joinRound,
  syncRound,
  syncRounds
} from "./chunk-NNNNUUBQ.js";
import "./chunk-2IZRBCHG.js";
import "./chunk-VIPURRUT.js";
import "./chunk-7GKK7KEB.js";
import "./chunk-BFXNBDC5.js";
import "./chunk-VBLMMXQ6.js";
import "./chunk-ZJTETP6M.js";
import "./chunk-EZSWZZBZ.js";
import "./chunk-MLKGABMK.js";
export {
  joinRound,
  syncRound,
  syncRounds
};
