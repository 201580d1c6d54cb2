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
} from "./chunk-S4E4XWDW.js";
import {
  leavers,
  shownName,
  shownNames
} from "./chunk-R2IDERMZ.js";
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
