import {
  TournamentsScreen,
  placePoints,
  tournamentProblem
} from "./chunk-W7MUOXDA.js";
import "./chunk-U22F2N6A.js";
import "./chunk-KCM7HTLM.js";
import "./chunk-MLKGABMK.js";
export {
  TournamentsScreen,
  placePoints,
  tournamentProblem
};
