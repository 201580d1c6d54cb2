import {
  GoneError,
  SyncError,
  acceptReplaced,
  deleteRemote,
  joinSheet,
  keepMine,
  liveFrom,
  markDeleted,
  merge,
  receiveChanges,
  restoreMine,
  serverCopy,
  syncSheet,
  tableRefusal,
  takeTheirs
} from "../chunk-7GKK7KEB.js";
import "../chunk-BFXNBDC5.js";
import "../chunk-VBLMMXQ6.js";
import {
  LOCAL_ORDER
} from "../chunk-EZSWZZBZ.js";
import "../chunk-MLKGABMK.js";
export {
  GoneError,
  LOCAL_ORDER,
  SyncError,
  acceptReplaced,
  deleteRemote,
  joinSheet,
  keepMine,
  liveFrom,
  markDeleted,
  merge,
  receiveChanges,
  restoreMine,
  serverCopy,
  syncSheet,
  tableRefusal,
  takeTheirs
};
