// What the JS tests share: the bundled profile documents and the golden vector files, read from
// shared_rules/ exactly as the Python tests read them.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const RULES = path.join(ROOT, "shared_rules");

const readJson = (file) => JSON.parse(fs.readFileSync(file, "utf8"));
const jsonFiles = (dir) =>
  fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort();

/** Every profile document in shared_rules/profiles/, by file name. */
export const PROFILES = jsonFiles(path.join(RULES, "profiles")).map((f) => readJson(path.join(RULES, "profiles", f)));

export const profile = (id) => PROFILES.find((p) => p.id === id);

/** [file name, vector file] for every file in shared_rules/vectors/ (``family``: koenigrufen when absent). */
export const ALL_VECTOR_FILES = jsonFiles(path.join(RULES, "vectors")).map((f) => [f, readJson(path.join(RULES, "vectors", f))]);
export const familyOf = (file) => file.family ?? "koenigrufen";

/** The Königrufen vector files. */
export const VECTOR_FILES = ALL_VECTOR_FILES.filter(([, file]) => familyOf(file) === "koenigrufen");

/** The Haferltarock vector files (records and whole sheets). */
export const HAFERL_VECTOR_FILES = ALL_VECTOR_FILES.filter(([, file]) => familyOf(file) === "haferltarock");

export const PLAYERS = ["Anna", "Bernd", "Clara", "David"];
