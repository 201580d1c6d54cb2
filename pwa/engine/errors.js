/**
 * The three ways a deal record can be wrong (twin of shared_rules/errors.py).
 *
 * Every error names the field (a dotted path such as ``premiums.1.name``), the offending value and a
 * technical reason (English, for developers), and carries a ``code`` of the message catalogue
 * (shared_rules/messages.json, read through ./messages.js) with the ``params`` its texts need.
 *
 * @example
 * const e = new MalformedInput("declarer_points", "35/3", "Blatt must be 0, 1 or 2", "points.blatt");
 * e.message === 'declarer_points: "35/3" — Blatt must be 0, 1 or 2';
 * e.toJSON(); // {kind: "malformed", field: "declarer_points", value: "35/3", reason: "…", code: "points.blatt", params: {}}
 */

/**
 * The value itself if JSON can carry it, else its text (error reports must always encode).
 * @param {unknown} value
 * @returns {unknown}
 */
export function jsonSafe(value) {
  if (value === undefined) return null;
  try {
    JSON.stringify(value);
    return value;
  } catch {
    return String(value);
  }
}

/**
 * @param {unknown} value
 * @returns {string}
 */
function show(value) {
  try {
    return JSON.stringify(value) ?? "null";
  } catch {
    return String(value);
  }
}

/** Base of every error the engine raises about its input. */
export class RuleError extends Error {
  static kind = "rule-error";

  /**
   * @param {string} field a dotted path such as ``premiums.1.name``
   * @param {unknown} value what was given there
   * @param {string} reason the technical reason (English, for developers)
   * @param {string} code the message catalogue's code (shared_rules/messages.json)
   * @param {Record<string, string|number>} [params] the values of the message's ``{placeholders}``
   */
  constructor(field, value, reason, code, params = {}) {
    const v = value === undefined ? null : value;
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
      params: this.params,
    };
  }
}

/** The value cannot be read at all: wrong type, unknown name, bad notation. */
export class MalformedInput extends RuleError {
  static kind = "malformed";
}

/** Readable, but this game or profile does not allow it (a premium in Bettel, a switched-off game). */
export class NotAllowed extends RuleError {
  static kind = "not-allowed";
}

/** Each field is fine alone, but together they contradict (won vs points, sides not 210). */
export class Inconsistent extends RuleError {
  static kind = "inconsistent";
}
