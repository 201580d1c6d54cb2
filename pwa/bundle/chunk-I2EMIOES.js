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
} from "./chunk-5BUIA3SD.js";
import {
  leavers,
  shownName,
  shownNames
} from "./chunk-5QXHN7LK.js";
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
