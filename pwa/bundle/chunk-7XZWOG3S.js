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
} from "./chunk-UVZDV5RR.js";
import "./chunk-THA2VVA2.js";
import "./chunk-OV2HW6P6.js";
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
