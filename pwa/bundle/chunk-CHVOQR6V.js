import {
  joinRound,
  syncRound,
  syncRounds
} from "./chunk-DRFWLXCN.js";
import "./chunk-6GVZGHFI.js";
import "./chunk-VIPURRUT.js";
import "./chunk-FR37QBMP.js";
import "./chunk-S4E4XWDW.js";
import "./chunk-VBLMMXQ6.js";
import "./chunk-5GM52YBN.js";
import "./chunk-R2IDERMZ.js";
import "./chunk-MLKGABMK.js";
export {
  joinRound,
  syncRound,
  syncRounds
};
