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
} from "./chunk-T53QEEZF.js";
import {
  leavers,
  shownName,
  shownNames
} from "./chunk-OV2HW6P6.js";
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
