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
} from "../chunk-FR37QBMP.js";
import "../chunk-S4E4XWDW.js";
import "../chunk-VBLMMXQ6.js";
import {
  LOCAL_ORDER
} from "../chunk-R2IDERMZ.js";
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
