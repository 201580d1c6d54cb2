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
} from "./chunk-BFXNBDC5.js";
import {
  leavers,
  shownName,
  shownNames
} from "./chunk-EZSWZZBZ.js";
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
