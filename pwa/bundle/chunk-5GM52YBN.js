// pwa/engine/errors.js
function jsonSafe(value) {
  if (value === void 0) return null;
  try {
    JSON.stringify(value);
    return value;
  } catch {
    return String(value);
  }
}
function show(value) {
  try {
    return JSON.stringify(value) ?? "null";
  } catch {
    return String(value);
  }
}
var RuleError = class extends Error {
  static kind = "rule-error";
  /**
   * @param {string} field a dotted path such as ``premiums.1.name``
   * @param {unknown} value what was given there
   * @param {string} reason the technical reason (English, for developers)
   * @param {string} code the message catalogue's code (shared_rules/messages.json)
   * @param {Record<string, string|number>} [params] the values of the message's ``{placeholders}``
   */
  constructor(field, value, reason, code, params = {}) {
    const v = value === void 0 ? null : value;
    super(`${field}: ${show(v)} — ${reason}`);
    this.name = new.target.name;
    this.kind = new.target.kind;
    this.field = field;
    this.value = v;
    this.reason = reason;
    this.code = code;
    this.params = { ...params };
  }
  toJSON() {
    return {
      kind: this.kind,
      field: this.field,
      value: jsonSafe(this.value),
      reason: this.reason,
      code: this.code,
      params: this.params
    };
  }
};
var MalformedInput = class extends RuleError {
  static kind = "malformed";
};
var NotAllowed = class extends RuleError {
  static kind = "not-allowed";
};
var Inconsistent = class extends RuleError {
  static kind = "inconsistent";
};

// pwa/engine/py.js
function truthy(value) {
  if (value === null || value === void 0) return false;
  switch (typeof value) {
    case "boolean":
      return value;
    case "number":
      return value !== 0;
    case "string":
      return value.length > 0;
    default:
      if (Array.isArray(value)) return value.length > 0;
      for (const key in value) if (Object.hasOwn(value, key)) return true;
      return false;
  }
}
function isInt(value) {
  return typeof value === "number" && Number.isInteger(value);
}
function isDict(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
var isStr = (value) => typeof value === "string";
var hasOwn = (obj, key) => Object.hasOwn(obj, key);
function get(obj, key, fallback = null) {
  return Object.hasOwn(obj, key) ? obj[key] : fallback;
}
var isNone = (value) => value === null || value === void 0;
function fromKeys(keys, value) {
  const out = {};
  for (const key of keys) put(out, key, value);
  return out;
}
function put(out, key, value) {
  if (key === "__proto__") {
    Object.defineProperty(out, key, { value, writable: true, enumerable: true, configurable: true });
  } else {
    out[key] = value;
  }
}
function byCodePoint(a, b) {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = (
      /** @type {number} */
      a.codePointAt(i)
    );
    const y = (
      /** @type {number} */
      b.codePointAt(i)
    );
    if (x !== y) return x - y;
    if (x > 65535) i++;
  }
  return a.length - b.length;
}
var sorted = (strings) => [...strings].sort(byCodePoint);
function codePoints(text) {
  let n = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 55296 && c <= 56319 && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 56320 && d <= 57343) {
        n--;
        i++;
      }
    }
  }
  return n;
}
var longerThan = (text, limit) => text.length > limit && codePoints(text) > limit;
var WS = "\\t\\n\\v\\f\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000";
var BLANK = new RegExp(`^[${WS}]*$`);
var EDGES = new RegExp(`^[${WS}]+|[${WS}]+$`, "g");
var strip = (text) => text.replace(EDGES, "");
function sameSet(a, b) {
  const x = new Set(a);
  const y = new Set(b);
  if (x.size !== y.size) return false;
  for (const v of x) if (!y.has(v)) return false;
  return true;
}
function pyEq(a, b) {
  const num = (v) => typeof v === "number" || typeof v === "boolean";
  if (num(a) && num(b)) return Number(a) === Number(b);
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((v, i) => pyEq(v, b[i]));
  if (isDict(a)) {
    if (!isDict(b)) return false;
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => hasOwn(b, k) && pyEq(a[k], b[k]));
  }
  return a === b || isNone(a) && isNone(b);
}
var UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]/u;
var ESCAPES = { "\\": "\\\\", "\n": "\\n", "\r": "\\r", "	": "\\t" };
function strRepr(text) {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  let out = quote;
  for (const c of text) {
    const cp = (
      /** @type {number} */
      c.codePointAt(0)
    );
    if (ESCAPES[c]) out += ESCAPES[c];
    else if (c === quote) out += "\\" + c;
    else if (c !== " " && UNPRINTABLE.test(c)) {
      const [w, p] = cp < 256 ? [2, "x"] : cp < 65536 ? [4, "u"] : [8, "U"];
      out += `\\${p}${cp.toString(16).padStart(w, "0")}`;
    } else out += c;
  }
  return out + quote;
}
function pyRepr(value) {
  if (isNone(value)) return "None";
  if (typeof value === "boolean") return value ? "True" : "False";
  if (isStr(value)) return strRepr(value);
  if (Array.isArray(value)) return `[${value.map(pyRepr).join(", ")}]`;
  if (isDict(value))
    return `{${Object.keys(value).map((k) => `${strRepr(k)}: ${pyRepr(value[k])}`).join(", ")}}`;
  return String(value);
}
function sortKeys(value) {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (!isDict(value)) return value;
  const out = {};
  for (const k of sorted(Object.keys(value))) put(out, k, sortKeys(value[k]));
  return out;
}

// pwa/engine/vocabulary_data.js
var vocabulary_data_default = {
  "$schema": "schema/vocabulary.schema.json",
  "$comment": "The engine's vocabulary, declared once (docs/design.md §2, docs/rules.md §4): shared_rules/vocabulary.py reads it, pwa/engine/vocabulary_data.js is generated from it (make vocabulary).",
  "families": [
    "koenigrufen",
    "haferltarock"
  ],
  "games": [
    "trischaken",
    "rufer",
    "piccolo",
    "zwiccolo",
    "bettel",
    "solorufer",
    "a_rufer",
    "besserrufer",
    "pagatrufer",
    "uhurufer",
    "kakadurufer",
    "quapilrufer",
    "farbendreier",
    "sechserdreier",
    "dreier",
    "besserdreier",
    "farbensolo",
    "piccolo_ouvert",
    "zwiccolo_ouvert",
    "bettel_ouvert",
    "solodreier"
  ],
  "premiums": [
    "pagat",
    "uhu",
    "kakadu",
    "quapil",
    "koenig_ultimo",
    "trull",
    "vier_koenige",
    "mondfang",
    "sack1",
    "sack2",
    "punkte"
  ],
  "birds": [
    "pagat",
    "uhu",
    "kakadu",
    "quapil"
  ],
  "sides": [
    "declarer",
    "opponents"
  ],
  "game_kinds": [
    "positive",
    "negative",
    "trischaken"
  ],
  "talon_to": [
    "last_trick",
    "first_six"
  ],
  "renonce_rules": {
    "koenigrufen": [
      {
        "id": "farbzwang",
        "label": {
          "de": "Farbzwang",
          "en": "Following suit"
        },
        "finding": "Farbzwang"
      },
      {
        "id": "tarockzwang",
        "label": {
          "de": "Tarockzwang",
          "en": "Trumping"
        },
        "finding": "Tarockzwang"
      },
      {
        "id": "stichzwang",
        "label": {
          "de": "Stichzwang",
          "en": "Overtaking"
        },
        "finding": "Stichzwang"
      },
      {
        "id": "pagat_last",
        "label": {
          "de": "Pagat zu früh",
          "en": "Pagat too early"
        },
        "finding": "Pagat nur als letztes Tarock"
      },
      {
        "id": "farbenspiel_lead",
        "label": {
          "de": "Ausspiel im Farbenspiel",
          "en": "Lead in a colour game"
        },
        "finding": "Ausspiel im Farbenspiel"
      },
      {
        "id": "discard",
        "label": {
          "de": "Falsch abgelegt",
          "en": "Wrong discard"
        },
        "finding": "Ablage"
      },
      {
        "id": "bird_order",
        "label": {
          "de": "Vogel-Reihenfolge",
          "en": "Bird order"
        },
        "finding": "höherer Vogel zuerst"
      },
      {
        "id": "own_king",
        "label": {
          "de": "Eigener König",
          "en": "Own king"
        },
        "finding": "eigenen König gerufen"
      },
      {
        "id": "bird_missing",
        "label": {
          "de": "Vogel fehlt",
          "en": "Bird missing"
        },
        "finding": "Vogel nicht im Blatt"
      },
      {
        "id": "wrong_leader",
        "label": {
          "de": "Falsch ausgespielt",
          "en": "Wrong leader"
        },
        "finding": "falsches Ausspiel"
      },
      {
        "id": "card_not_held",
        "label": {
          "de": "Karte nicht gehabt",
          "en": "Card not held"
        },
        "finding": "Karte nicht im Blatt"
      },
      {
        "id": "other",
        "label": {
          "de": "Anderes",
          "en": "Other"
        }
      }
    ],
    "haferltarock": [
      {
        "id": "farbzwang",
        "label": {
          "de": "Farbzwang",
          "en": "Following suit"
        },
        "finding": "Farbzwang"
      },
      {
        "id": "trumpfzwang",
        "label": {
          "de": "Trumpfzwang",
          "en": "Trumping"
        },
        "finding": "Trumpfzwang"
      },
      {
        "id": "stichzwang",
        "label": {
          "de": "Stichzwang",
          "en": "Overtaking"
        },
        "finding": "Stichzwang"
      },
      {
        "id": "discard",
        "label": {
          "de": "Drücken",
          "en": "Wrong discard"
        },
        "finding": "Drücken"
      },
      {
        "id": "card_not_held",
        "label": {
          "de": "Karte nicht im Blatt",
          "en": "Card not held"
        },
        "finding": "Karte nicht im Blatt"
      },
      {
        "id": "wrong_leader",
        "label": {
          "de": "Falsches Ausspiel",
          "en": "Wrong leader"
        },
        "finding": "falsches Ausspiel"
      },
      {
        "id": "other",
        "label": {
          "de": "Anderes",
          "en": "Other"
        }
      }
    ]
  },
  "house_rules": [
    {
      "name": "breach_loses",
      "type": "bool",
      "sets": "breach_loses",
      "families": [
        "haferltarock"
      ],
      "label": {
        "de": "Regelverstoß verliert",
        "en": "A breach loses"
      },
      "hint": {
        "de": "Ein Regelverstoß (Farbzwang, Trumpfzwang, Stichzwang) verliert das Spiel für die Partei, die ihn beging.",
        "en": "A breach (following suit, trumping, heading the trick) loses the game for the side that made it."
      },
      "form": true
    },
    {
      "name": "kontra_on_points",
      "type": "bool",
      "sets": "kontra.on_points",
      "families": [
        "koenigrufen"
      ],
      "label": {
        "de": "Kontra auf Punkte",
        "en": "Kontra on points"
      },
      "hint": {
        "de": "Kontra verdoppelt auch die Punkte (sonst nur das Geld).",
        "en": "Kontra doubles the points too (otherwise only the money)."
      },
      "form": true
    },
    {
      "name": "kontra_levels",
      "type": "whole",
      "min": 0,
      "max": 5,
      "sets": "kontra.levels",
      "families": [
        "koenigrufen"
      ],
      "label": {
        "de": "Kontra-Stufen",
        "en": "Kontra levels"
      },
      "hint": {
        "de": "Wie weit gedoppelt werden darf: 0 gar nicht, 1 Kontra, 2 Rekontra, 3 Subkontra, 4 Hirschkontra, 5 Mordkontra.",
        "en": "How far doubling may go: 0 not at all, 1 Kontra, 2 Rekontra, 3 Subkontra, 4 Hirschkontra, 5 Mordkontra."
      },
      "form": true
    },
    {
      "name": "own_king_callable",
      "type": "bool",
      "sets": "own_king_callable",
      "families": [
        "koenigrufen"
      ],
      "label": {
        "de": "Eigenen König rufen",
        "en": "Calling your own king"
      },
      "hint": {
        "de": "Man darf den eigenen König rufen und spielt dann allein.",
        "en": "You may call your own king and then play alone."
      },
      "form": true
    },
    {
      "name": "four_kings",
      "type": "choice",
      "sets": "four_kings",
      "families": [
        "koenigrufen"
      ],
      "choices": [
        {
          "id": "queen",
          "label": {
            "de": "Dame rufen",
            "en": "call a queen"
          }
        },
        {
          "id": "fourth_king",
          "label": {
            "de": "vierten König rufen",
            "en": "call the fourth king"
          }
        },
        {
          "id": "forbidden",
          "label": {
            "de": "kein Rufer",
            "en": "no Rufer"
          }
        }
      ],
      "label": {
        "de": "Alle vier Könige",
        "en": "All four kings"
      },
      "hint": {
        "de": "Wer alle vier Könige hat: eine Dame rufen, den vierten König rufen (allein), oder Rufer verboten.",
        "en": "Holding all four kings: call a queen, call the fourth king (alone), or no Rufer."
      },
      "form": true
    },
    {
      "name": "kaiserstich",
      "type": "choice",
      "sets": "kaiserstich",
      "families": [
        "koenigrufen"
      ],
      "choices": [
        {
          "id": "off",
          "label": {
            "de": "gilt nicht",
            "en": "off"
          }
        },
        {
          "id": "any_order",
          "label": {
            "de": "in jeder Reihenfolge",
            "en": "any order"
          }
        },
        {
          "id": "mond_skus_pagat",
          "label": {
            "de": "nur Mond-Sküs-Pagat",
            "en": "only Mond-Sküs-Pagat"
          }
        }
      ],
      "label": {
        "de": "Kaiserstich",
        "en": "Kaiserstich"
      },
      "hint": {
        "de": "Kaiserstich: Sküs, Mond und Pagat in einem Stich – der Pagat sticht (in jeder Reihenfolge oder nur Mond-Sküs-Pagat).",
        "en": "Kaiserstich: Sküs, Mond and Pagat in one trick – the Pagat wins (any order, or only Mond-Sküs-Pagat)."
      },
      "form": true
    },
    {
      "name": "kaiserstich_negative",
      "type": "bool",
      "sets": "kaiserstich_negative",
      "default": false,
      "families": [
        "koenigrufen"
      ],
      "label": {
        "de": "Kaiserstich auch in Negativspielen",
        "en": "Kaiserstich in negative games too"
      },
      "hint": {
        "de": "Der Kaiserstich gilt auch in Negativspielen (Piccolo, Bettler …) und beim Trischaken.",
        "en": "The Kaiserstich applies in negative games (Piccolo, Bettel …) and Trischaken too."
      },
      "form": true
    },
    {
      "name": "disallowed_premiums",
      "type": "ids",
      "table": "premiums",
      "families": [
        "koenigrufen"
      ],
      "label": {
        "de": "Prämien, die nicht gelten",
        "en": "Premiums that do not count"
      },
      "hint": {
        "de": "Prämien, die in dieser Runde nicht gelten.",
        "en": "Premiums that do not count at this table."
      },
      "form": true,
      "sets": null
    },
    {
      "name": "failed_silent_counts",
      "type": "bool",
      "sets": "failed_silent_counts",
      "families": [
        "koenigrufen"
      ],
      "label": {
        "de": "Misslungene stille Prämie zählt",
        "en": "A failed silent premium counts"
      },
      "hint": {
        "de": "Eine stille Prämie, die misslingt, zählt für die Gegner.",
        "en": "A silent premium that fails counts for the other side."
      },
      "form": true
    },
    {
      "name": "jungfrau_split",
      "type": "choice",
      "sets": "trischaken.jungfrau_split",
      "families": [
        "koenigrufen"
      ],
      "choices": [
        {
          "id": "share",
          "label": {
            "de": "teilen",
            "en": "share"
          }
        },
        {
          "id": "each",
          "label": {
            "de": "jede ganz",
            "en": "each in full"
          }
        },
        {
          "id": "one_each",
          "label": {
            "de": "wie jeder andere",
            "en": "like any other"
          }
        },
        {
          "id": "all_pay",
          "label": {
            "de": "jeder andere zahlt jeder Jungfrau",
            "en": "every other player pays each"
          }
        }
      ],
      "label": {
        "de": "Jungfrauen beim Trischaken",
        "en": "Jungfrauen in Trischaken"
      },
      "hint": {
        "de": "Trischaken mit Jungfrauen (ohne Punkte): zwei teilen sich die Auszahlung, jede bekommt sie ganz, jede gewinnt einfach wie jeder andere, oder jeder andere zahlt jeder Jungfrau den Spielwert.",
        "en": "Trischaken with Jungfrauen (no points): two share the payout, each gets it whole, each wins the single rate like any other player, or every other player pays each Jungfrau the game's value."
      },
      "form": true
    },
    {
      "name": "threshold",
      "type": "points",
      "min": 1,
      "max": 210,
      "sets": "threshold",
      "families": [
        "koenigrufen"
      ],
      "example": "35/1",
      "label": {
        "de": "Zum Gewinnen (Punkte/Blatt)",
        "en": "Needed to win (points/cards)"
      },
      "hint": {
        "de": "Punkte und Blatt, die der Spieler zum Gewinnen braucht: 35/2 heißt 35 Punkte 2 Blatt, 36/0 volle 36 Punkte.",
        "en": "Points and cards the declarer needs to win: 35/2 is 35 points 2 cards, 36/0 a full 36 points."
      },
      "form": true
    },
    {
      "name": "game_values",
      "type": "values",
      "table": "games",
      "value": "whole",
      "families": [
        "koenigrufen",
        "haferltarock"
      ],
      "form": false,
      "label": {
        "de": "Spielwerte",
        "en": "Game values"
      },
      "hint": {
        "de": "Was ein Spiel wert ist, je Spiel.",
        "en": "Value per opponent of any game."
      },
      "sets": null
    },
    {
      "name": "premium_values",
      "type": "values",
      "table": "premiums",
      "value": "announced_silent",
      "families": [
        "koenigrufen"
      ],
      "form": false,
      "example": {
        "pagat": {
          "announced": 4,
          "silent": 2
        }
      },
      "label": {
        "de": "Prämienwerte",
        "en": "Premium values"
      },
      "hint": {
        "de": "Was eine Prämie angesagt und still wert ist.",
        "en": "Announced and silent values of any premium."
      },
      "sets": null
    },
    {
      "name": "games_off",
      "type": "ids",
      "table": "games",
      "families": [
        "koenigrufen",
        "haferltarock"
      ],
      "label": {
        "de": "Spiele, die nicht gespielt werden",
        "en": "Games not played"
      },
      "hint": {
        "de": "Spiele, die in dieser Runde nicht gespielt werden.",
        "en": "Games not played at this table."
      },
      "form": true,
      "sets": null
    },
    {
      "name": "valat_mode",
      "type": "choice",
      "sets": "valat.mode",
      "families": [
        "koenigrufen"
      ],
      "choices": [
        {
          "id": "game_factor",
          "label": {
            "de": "ersetzt das Spiel",
            "en": "replaces the game"
          }
        },
        {
          "id": "premium",
          "label": {
            "de": "zusätzlich zum Spiel",
            "en": "on top of the game"
          }
        }
      ],
      "label": {
        "de": "Valat",
        "en": "Valat"
      },
      "hint": {
        "de": "Ein Valat ersetzt das Spiel (Spielwert ×8 angesagt, ×4 still) oder zählt als eigene Prämie zusätzlich zum Spiel.",
        "en": "A valat replaces the game (game value ×8 announced, ×4 silent) or counts as a premium of its own on top of the game."
      },
      "form": true
    },
    {
      "name": "valat_announced",
      "type": "whole",
      "min": 0,
      "max": 1e3,
      "sets": "valat.announced",
      "families": [
        "koenigrufen"
      ],
      "label": {
        "de": "Valat angesagt",
        "en": "Valat announced"
      },
      "hint": {
        "de": "Was ein angesagter Valat zählt: als eigene Prämie sein Wert, sonst der Faktor auf den Spielwert.",
        "en": "What an announced valat counts: its value as a premium of its own, else the factor on the game value."
      },
      "form": false
    },
    {
      "name": "valat_silent",
      "type": "whole",
      "min": 0,
      "max": 1e3,
      "sets": "valat.silent",
      "families": [
        "koenigrufen"
      ],
      "label": {
        "de": "Valat still",
        "en": "Valat silent"
      },
      "hint": {
        "de": "Was ein stiller Valat zählt: als eigene Prämie sein Wert, sonst der Faktor auf den Spielwert.",
        "en": "What a silent valat counts: its value as a premium of its own, else the factor on the game value."
      },
      "form": false
    },
    {
      "name": "valat_solo_double",
      "type": "bool",
      "sets": "valat.premium_factor",
      "families": [
        "koenigrufen"
      ],
      "label": {
        "de": "Valat im Solospiel doppelt",
        "en": "Valat doubled in solo games"
      },
      "hint": {
        "de": "Ein Valat als eigene Prämie zählt im Solospiel doppelt, wie jede Prämie.",
        "en": "A valat counted as a premium of its own is doubled in solo games, like every premium."
      },
      "form": true
    },
    {
      "name": "trischaken_talon_out",
      "type": "bool",
      "sets": "trischaken.talon_out",
      "default": false,
      "families": [
        "koenigrufen"
      ],
      "label": {
        "de": "Trischaken: Talon bleibt liegen",
        "en": "Trischaken: the talon stays out"
      },
      "hint": {
        "de": "Beim Trischaken zählt der Talon für niemanden (sonst bekommt ihn, wer nach den Regeln dran ist).",
        "en": "In Trischaken the talon counts for nobody (otherwise it goes to whoever the rules give it)."
      },
      "form": true
    },
    {
      "name": "trischaken_rounding",
      "type": "choice",
      "sets": "trischaken.rounding",
      "default": "exact",
      "families": [
        "koenigrufen"
      ],
      "choices": [
        {
          "id": "exact",
          "label": {
            "de": "genau (Punkte und Blatt)",
            "en": "exact (points and cards)"
          }
        },
        {
          "id": "whole_points",
          "label": {
            "de": "auf ganze Punkte gerundet",
            "en": "rounded to whole points"
          }
        }
      ],
      "label": {
        "de": "Trischaken: Punkte vergleichen",
        "en": "Trischaken: comparing points"
      },
      "hint": {
        "de": "Gerundet zählt 35/2 als 36 und 35/1 als 35: fast gleiche Stapel sind gleichauf.",
        "en": "Rounded, 35/2 counts as 36 and 35/1 as 35: near-equal piles tie."
      },
      "form": true
    },
    {
      "name": "trischaken_tied_losers",
      "type": "choice",
      "sets": "trischaken.tied_losers",
      "default": "each_pays_each",
      "families": [
        "koenigrufen"
      ],
      "choices": [
        {
          "id": "each_pays_each",
          "label": {
            "de": "jeder zahlt jedem",
            "en": "each pays each"
          }
        },
        {
          "id": "share",
          "label": {
            "de": "teilen sich eine Zahlung",
            "en": "share one payment"
          }
        },
        {
          "id": "table",
          "label": {
            "de": "nach Tabelle",
            "en": "by the table"
          }
        },
        {
          "id": "each_pays_one",
          "label": {
            "de": "jeder zahlt einem",
            "en": "each pays one"
          }
        }
      ],
      "label": {
        "de": "Trischaken: gleichauf Verlierende",
        "en": "Trischaken: tied losers"
      },
      "hint": {
        "de": "Haben zwei oder drei die meisten Punkte: jeder zahlt jedem anderen, sie teilen sich eine Zahlung, jeder zahlt jedem anderen den Satz der Tabelle, oder jeder zahlt einem der anderen (zwei gleichauf: −1, −1, +1, +1).",
        "en": "When two or three have the most points: each pays each other player, they share one payment, each pays each other player the table's rate, or each pays one of the others (two tied: −1, −1, +1, +1)."
      },
      "form": true
    },
    {
      "name": "trischaken_tie_two",
      "type": "whole",
      "min": 0,
      "max": 20,
      "sets": "trischaken.tie_two",
      "default": 1,
      "families": [
        "koenigrufen"
      ],
      "label": {
        "de": "Trischaken: zwei gleichauf zahlen",
        "en": "Trischaken: two tied pay"
      },
      "hint": {
        "de": "Nach Tabelle: was jeder von zwei gleichauf Verlierenden jedem anderen zahlt, mal Spielwert.",
        "en": "By the table: what each of two tied losers pays each other player, times the game value."
      },
      "form": true
    },
    {
      "name": "trischaken_tie_three",
      "type": "whole",
      "min": 0,
      "max": 20,
      "sets": "trischaken.tie_three",
      "default": 1,
      "families": [
        "koenigrufen"
      ],
      "label": {
        "de": "Trischaken: drei gleichauf zahlen",
        "en": "Trischaken: three tied pay"
      },
      "hint": {
        "de": "Nach Tabelle: was jeder von drei gleichauf Verlierenden dem vierten zahlt, mal Spielwert.",
        "en": "By the table: what each of three tied losers pays the fourth, times the game value."
      },
      "form": true
    },
    {
      "name": "trischaken_buergermeister",
      "type": "bool",
      "sets": "trischaken.buergermeister_counts",
      "default": true,
      "families": [
        "koenigrufen"
      ],
      "label": {
        "de": "Trischaken: Bürgermeister",
        "en": "Trischaken: Bürgermeister"
      },
      "hint": {
        "de": "Wer beim Trischaken 35/2 oder mehr hat, ist Bürgermeister und zahlt mehr (aus: es gibt keinen).",
        "en": "Whoever has 35/2 or more in Trischaken is Bürgermeister and pays more (off: there is none)."
      },
      "form": true
    },
    {
      "name": "trischaken_vorhand_tie",
      "type": "choice",
      "sets": "trischaken.vorhand_tie",
      "default": "alone",
      "families": [
        "koenigrufen"
      ],
      "choices": [
        {
          "id": "alone",
          "label": {
            "de": "verliert allein",
            "en": "loses alone"
          }
        },
        {
          "id": "shares",
          "label": {
            "de": "wie jeder andere",
            "en": "like anyone else"
          }
        }
      ],
      "label": {
        "de": "Trischaken: Vorhand gleichauf",
        "en": "Trischaken: Vorhand tied"
      },
      "hint": {
        "de": "Hat die Vorhand gleich viele Punkte wie der mit den meisten: sie verliert allein (doppelt), oder sie ist gleichauf wie jeder andere – sind alle vier gleichauf, zahlt niemand.",
        "en": "When the Vorhand ties for the most points: she loses alone (double), or she ties like anyone else – when all four tie, nobody pays."
      },
      "form": true
    },
    {
      "name": "solo_king_talon",
      "type": "choice",
      "sets": "solo_king_talon",
      "default": "half",
      "families": [
        "koenigrufen"
      ],
      "choices": [
        {
          "id": "half",
          "label": {
            "de": "die Hälfte mit dem König",
            "en": "the half with the king"
          }
        },
        {
          "id": "all",
          "label": {
            "de": "alle sechs Karten",
            "en": "all six cards"
          }
        }
      ],
      "label": {
        "de": "Solorufer, König im Talon",
        "en": "Solorufer, king in the talon"
      },
      "hint": {
        "de": "Liegt beim Solorufer der gerufene König im Talon, zählt der Spieler allein am Ende die Talonhälfte mit dem König oder alle sechs Talonkarten.",
        "en": "When the called king lies in the talon in a Solorufer, the lone declarer counts the talon half with the king, or all six talon cards, at the end."
      },
      "form": true
    },
    {
      "name": "solo_king_kontra",
      "type": "choice",
      "sets": "king_in_talon_kontra",
      "default": "void",
      "families": [
        "koenigrufen"
      ],
      "choices": [
        {
          "id": "void",
          "label": {
            "de": "immer wirkungslos",
            "en": "always void"
          }
        },
        {
          "id": "stands_if_declarer_acted",
          "label": {
            "de": "gilt, wenn der Spieler angesagt oder Rekontra gegeben hat",
            "en": "stands when the declarer announced or gave Rekontra"
          }
        },
        {
          "id": "void_if_lost",
          "label": {
            "de": "wirkungslos nur, wenn das Spiel verloren ist",
            "en": "void only when the game is lost"
          }
        }
      ],
      "label": {
        "de": "Solorufer, König im Talon: Kontra",
        "en": "Solorufer, king in the talon: Kontra"
      },
      "hint": {
        "de": "Liegt beim Solorufer der gerufene König im Talon, ist jedes Kontra wirkungslos, es gilt, sobald der Spieler etwas angesagt oder Rekontra gegeben hat, oder es fällt nur weg, wenn der Spieler das Spiel verliert.",
        "en": "When the called king lies in the talon in a Solorufer, every Kontra is void, it stands once the declarer announced something or gave Rekontra, or it falls away only when the declarer loses the game."
      },
      "form": true
    },
    {
      "name": "points_premium",
      "type": "points",
      "min": 0,
      "max": 210,
      "sets": "points_premium_thirds",
      "default": 0,
      "families": [
        "koenigrufen"
      ],
      "example": "44/2",
      "label": {
        "de": "Punkteprämie ab (Punkte/Blatt)",
        "en": "Points premium from (points/cards)"
      },
      "hint": {
        "de": "Eine Prämie für die Partei, die so viele Punkte macht (44/2 für die „45“); 0 heißt: keine.",
        "en": "A premium for the side that takes this many card points (44/2 for the “45”); 0 means none."
      },
      "form": true
    },
    {
      "name": "points_premium_announced",
      "type": "whole",
      "min": 0,
      "max": 1e3,
      "sets": "points_premium_announced",
      "default": 2,
      "families": [
        "koenigrufen"
      ],
      "label": {
        "de": "Punkteprämie angesagt",
        "en": "Points premium announced"
      },
      "hint": {
        "de": "Was die Punkteprämie angesagt zählt.",
        "en": "What the points premium counts when announced."
      },
      "form": false
    },
    {
      "name": "points_premium_silent",
      "type": "whole",
      "min": 0,
      "max": 1e3,
      "sets": "points_premium_silent",
      "default": 0,
      "families": [
        "koenigrufen"
      ],
      "label": {
        "de": "Punkteprämie still",
        "en": "Points premium silent"
      },
      "hint": {
        "de": "Was die Punkteprämie still zählt.",
        "en": "What the points premium counts when silent."
      },
      "form": false
    },
    {
      "name": "besserdreier",
      "type": "bool",
      "sets": "besserdreier",
      "default": false,
      "families": [
        "koenigrufen"
      ],
      "label": {
        "de": "Besserdreier",
        "en": "Besserdreier"
      },
      "hint": {
        "de": "Ein Dreier, durch einen angesagten Vogel erhöht: Dreierwert plus der Vogel als eigene Prämie.",
        "en": "A Dreier raised by an announced bird: the Dreier's value plus the bird as a premium of its own."
      },
      "form": true
    },
    {
      "name": "conceded_premiums",
      "type": "choice",
      "sets": "schleifen_premiums",
      "default": "lost",
      "families": [
        "koenigrufen"
      ],
      "choices": [
        {
          "id": "lost",
          "label": {
            "de": "verloren (Spiel und Vogel)",
            "en": "lost (game and bird)"
          }
        },
        {
          "id": "void",
          "label": {
            "de": "zählen nicht (nur das Spiel)",
            "en": "do not count (the game only)"
          }
        }
      ],
      "label": {
        "de": "Geschleift: angesagte Prämien",
        "en": "Conceded: announced premiums"
      },
      "hint": {
        "de": "Wer mit dem gerufenen König im Talon schleift, verliert das Spiel und seine angesagten Prämien (den Vogel), oder nur das Spiel.",
        "en": "A declarer who concedes with the called king in the talon loses the game and his announced premiums (the bird), or the game only."
      },
      "form": true
    }
  ],
  "limits": {
    "kontra_names": [
      "",
      "Kontra",
      "Rekontra",
      "Subkontra",
      "Hirschkontra",
      "Mordkontra"
    ],
    "max_cents_per_point": 1e5,
    "max_house_value": 1e3,
    "max_name": 64,
    "max_title": 200,
    "max_stake": 1e3,
    "max_pot": 1e7,
    "profile_numbers": {
      "cents_per_point": [
        0,
        1e5
      ],
      "threshold": [
        1,
        210
      ],
      "points_premium_thirds": [
        0,
        210
      ],
      "points_premium_announced": [
        0,
        1e3
      ],
      "points_premium_silent": [
        0,
        1e3
      ],
      "kontra.levels": [
        0,
        5
      ],
      "games.*.rank": [
        1,
        100
      ],
      "games.*.rank_by_bird.*": [
        1,
        100
      ],
      "games.*.value": [
        0,
        1e3
      ],
      "games.*.lost_factor": [
        1,
        4
      ],
      "games.*.premium_factor": [
        1,
        4
      ],
      "games.*.tricks": [
        0,
        12
      ],
      "games.*.bird_missing_credit": [
        0,
        1e3
      ],
      "premiums.*.announced": [
        0,
        1e3
      ],
      "premiums.*.silent": [
        0,
        1e3
      ],
      "premiums.*.trick": [
        1,
        12
      ],
      "premiums.*.min_thirds": [
        0,
        210
      ],
      "valat.announced": [
        0,
        1e3
      ],
      "valat.silent": [
        0,
        1e3
      ],
      "trischaken.buergermeister": [
        1,
        210
      ],
      "trischaken.factors.buergermeister": [
        1,
        16
      ],
      "trischaken.factors.vorhand": [
        1,
        16
      ],
      "trischaken.factors.vorhand_buergermeister": [
        1,
        16
      ],
      "trischaken.tie_two": [
        0,
        20
      ],
      "trischaken.tie_three": [
        0,
        20
      ],
      "trischaken.renonce_each": [
        0,
        1e3
      ],
      "trischaken.renonce_each_trischaker": [
        0,
        1e3
      ]
    },
    "text": {
      "note": 1e3,
      "id": 100,
      "renonce.reason": 500
    }
  }
};

// pwa/engine/vocabulary.js
var deepFreeze = (value) => {
  if (value !== null && typeof value === "object") {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
};
var VOCABULARY = deepFreeze(
  /** @type {Vocabulary} */
  vocabulary_data_default
);
var GAMES = VOCABULARY.games;
var PREMIUMS = VOCABULARY.premiums;
var BIRDS = VOCABULARY.birds;
var SIDES = VOCABULARY.sides;
var GAME_KINDS = VOCABULARY.game_kinds;
var renonceRules = (family) => VOCABULARY.renonce_rules[family].map((r) => r.id);
var breachNames = (family) => (
  // the filter leaves the rules with a finding: each value a string
  /** @type {{[rule: string]: string}} */
  Object.fromEntries(VOCABULARY.renonce_rules[family].filter((r) => r.finding !== void 0).map((r) => [r.id, r.finding]))
);
var RENONCE_RULES = renonceRules("koenigrufen");
var REPLAY_RULES = Object.keys(breachNames("koenigrufen"));
var SWITCHES = Object.fromEntries(VOCABULARY.house_rules.map((s) => [s.name, s]));
var switchesOf = (family) => VOCABULARY.house_rules.filter((s) => s.families.includes(family)).map((s) => s.name);
var HOUSE_RULE_CHOICES = Object.fromEntries(
  VOCABULARY.house_rules.filter((s) => s.type === "choice").map((s) => [s.name, (s.choices ?? []).map((c) => c.id)])
);
var HOUSE_RULES = switchesOf("koenigrufen");
var HOUSE_RULE_KEYS = Object.fromEntries(HOUSE_RULES.filter((n) => SWITCHES[n].sets !== null).map((n) => [n, SWITCHES[n].sets]));
var TALON_TO = VOCABULARY.talon_to;
var KONTRA_NAMES = VOCABULARY.limits.kontra_names;
var MAX_KONTRA_LEVEL = KONTRA_NAMES.length - 1;
var MAX_CENTS_PER_POINT = VOCABULARY.limits.max_cents_per_point;
var MAX_HOUSE_VALUE = VOCABULARY.limits.max_house_value;
var MAX_NAME = VOCABULARY.limits.max_name;
var MAX_TITLE = VOCABULARY.limits.max_title;
var MAX_STAKE = VOCABULARY.limits.max_stake;
var MAX_POT = VOCABULARY.limits.max_pot;
var PROFILE_NUMBERS = VOCABULARY.limits.profile_numbers;
var TEXT_LIMITS = VOCABULARY.limits.text;
var INVISIBLE_RANGES = [
  [0, 31],
  [127, 159],
  [173, 173],
  [847, 847],
  [1536, 1541],
  [1564, 1564],
  [1757, 1757],
  [1807, 1807],
  [2192, 2193],
  [2274, 2274],
  [4447, 4448],
  [6068, 6069],
  [6155, 6159],
  [8203, 8207],
  [8232, 8238],
  [8288, 8303],
  [12644, 12644],
  [55296, 63743],
  [65279, 65279],
  [65440, 65440],
  [65520, 65531],
  [69821, 69821],
  [69837, 69837],
  [78896, 78911],
  [113824, 113827],
  [119155, 119162],
  [917504, 917759],
  [918e3, 921599],
  [983040, 1048573],
  [1048576, 1114109]
];
var HIDDEN_IN_TEXT_RANGES = [
  [0, 8],
  [11, 12],
  [14, 31],
  [127, 159],
  [8234, 8238],
  [8294, 8297]
];
var VARIATION_SELECTORS = [
  [65024, 65039],
  [917760, 917999]
];
var hex = (c) => c.toString(16).toUpperCase().padStart(4, "0");
var charClass = (ranges, flags = "u") => new RegExp(`[${ranges.map(([a, b]) => `\\u{${hex(a)}}-\\u{${hex(b)}}`).join("")}]`, flags);
var INVISIBLE = charClass(INVISIBLE_RANGES);
var HIDDEN_IN_TEXT = charClass(HIDDEN_IN_TEXT_RANGES);
var VARIATION = charClass(VARIATION_SELECTORS, "gu");
var SPACES = /[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/gu;
var found = (re, text) => {
  const m = re.exec(text);
  return m === null ? null : `U+${hex(
    /** @type {number} */
    m[0].codePointAt(0)
  )}`;
};
var invisibleChar = (text) => found(INVISIBLE, text);
function foldChar(ch) {
  const c = (
    /** @type {number} */
    ch.codePointAt(0)
  );
  if (c === 305) return ch;
  if (c === 7838) return "ss";
  if (c >= 5024 && c <= 5117 || c >= 43888 && c <= 43967) return ch.toUpperCase();
  return ch.toUpperCase().toLowerCase();
}
var PLAIN = /^[\x20-\x40\x5b-\x7e]*$/;
var ASCII = /^[\x00-\x7f]*$/;
function playerKey(name) {
  if (PLAIN.test(name)) return name;
  if (ASCII.test(name)) return name.toLowerCase();
  let out = "";
  for (const ch of name.replace(VARIATION, "").replace(SPACES, " ").normalize("NFC")) out += foldChar(ch);
  return out;
}
function titleProblem(title) {
  if (typeof title !== "string" || [...title].length > MAX_TITLE) return `a title is text of at most ${MAX_TITLE} characters`;
  const bad = invisibleChar(title);
  return bad === null ? null : `${bad} is a control, format or invisible character: a title cannot hold it`;
}
function nameProblem(name) {
  if (typeof name !== "string" || name.length === 0 || codePoints(name) > MAX_NAME) {
    return `a player name is 1 to ${MAX_NAME} characters with no spaces around it`;
  }
  const bad = invisibleChar(name);
  if (bad !== null) return `${bad} is a control, format or invisible character: a player name cannot hold it`;
  if (strip(name) !== name) return `a player name is 1 to ${MAX_NAME} characters with no spaces around it`;
  return null;
}
function checkNames(players, field = "players") {
  players.forEach((p, i) => {
    const problem = nameProblem(p);
    if (problem !== null) throw new MalformedInput(`${field}.${i}`, p, problem, "name.invalid", { max: MAX_NAME });
  });
  if (new Set(
    /** @type {string[]} */
    players.map(playerKey)
  ).size !== players.length) {
    throw new MalformedInput(field, players, "player names must be different (Anna = anna)", "names.duplicate");
  }
}

export {
  RuleError,
  MalformedInput,
  NotAllowed,
  Inconsistent,
  truthy,
  isInt,
  isDict,
  isStr,
  hasOwn,
  get,
  isNone,
  fromKeys,
  put,
  sorted,
  longerThan,
  strip,
  sameSet,
  pyEq,
  pyRepr,
  sortKeys,
  VOCABULARY,
  GAMES,
  PREMIUMS,
  BIRDS,
  SIDES,
  renonceRules,
  breachNames,
  RENONCE_RULES,
  SWITCHES,
  switchesOf,
  HOUSE_RULE_KEYS,
  TALON_TO,
  KONTRA_NAMES,
  MAX_CENTS_PER_POINT,
  MAX_HOUSE_VALUE,
  MAX_NAME,
  MAX_TITLE,
  MAX_STAKE,
  MAX_POT,
  PROFILE_NUMBERS,
  TEXT_LIMITS,
  VARIATION_SELECTORS,
  invisibleChar,
  playerKey,
  titleProblem,
  nameProblem,
  checkNames
};
