import {
  TournamentsScreen,
  placePoints,
  tournamentProblem
} from "./chunk-5HCOIDRG.js";
import "./chunk-FJ3B4U7L.js";
import "./chunk-OV2HW6P6.js";
import "./chunk-MLKGABMK.js";
export {
  TournamentsScreen,
  placePoints,
  tournamentProblem
};
