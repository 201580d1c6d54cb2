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
} from "./chunk-6GVZGHFI.js";
import "./chunk-5GM52YBN.js";
import "./chunk-R2IDERMZ.js";
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
