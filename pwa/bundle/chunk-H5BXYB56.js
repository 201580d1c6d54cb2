import {
  acceptReplaced,
  adoptServer,
  afterConflict,
  afterPatch,
  keepMine,
  mineOf,
  restoreMine,
  takeTheirs,
  twinsOf,
  withValues
} from "./chunk-RAKEPAPJ.js";
import "./chunk-E3ETW34C.js";
import "./chunk-T3Z37JU4.js";
import "./chunk-MLKGABMK.js";
export {
  acceptReplaced,
  adoptServer,
  afterConflict,
  afterPatch,
  keepMine,
  mineOf,
  restoreMine,
  takeTheirs,
  twinsOf,
  withValues
};
