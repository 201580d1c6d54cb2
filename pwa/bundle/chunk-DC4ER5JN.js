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
} from "./chunk-2IZRBCHG.js";
import "./chunk-ZJTETP6M.js";
import "./chunk-EZSWZZBZ.js";
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
