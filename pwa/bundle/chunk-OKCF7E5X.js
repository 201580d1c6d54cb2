import {
  adoptServerSheet,
  carried,
  carryOf,
  continueSheet,
  decline,
  eveningBalances,
  followContinuations,
  pushPending,
  renamePlayers,
  setArchived
} from "./chunk-V3LD7JSL.js";
import {
  leavers,
  shownName,
  shownNames
} from "./chunk-RHA7XVHD.js";
import "./chunk-MLKGABMK.js";
export {
  adoptServerSheet,
  carried,
  carryOf,
  continueSheet,
  decline,
  eveningBalances,
  followContinuations,
  leavers,
  pushPending,
  renamePlayers,
  setArchived,
  shownName,
  shownNames
};
