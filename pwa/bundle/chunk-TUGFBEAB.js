import {
  joinRound,
  syncRound,
  syncRounds
} from "./chunk-3KOLEBZ6.js";
import "./chunk-RAKEPAPJ.js";
import "./chunk-VIPURRUT.js";
import "./chunk-XXV3ZZYC.js";
import "./chunk-2QR7DXWZ.js";
import "./chunk-VBLMMXQ6.js";
import "./chunk-E3ETW34C.js";
import "./chunk-HL3E757T.js";
import "./chunk-MLKGABMK.js";
export {
  joinRound,
  syncRound,
  syncRounds
};
