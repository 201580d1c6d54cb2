"""/livez, /readyz and /metrics (outside /api/v1, not rate-limited, not in the OpenAPI document).

- ``/livez``: the process answers. It touches no database, and none of the hooks on its way does
  (request id, metrics, the rate limit skips it): a database outage or SQLite's writer lock never
  makes the orchestrator restart a healthy process.
- ``/readyz``: the rules engine has its profiles, and the database answers (when ``api.db`` offers a
  ``ping()``); 503 problem with the failing ``checks`` otherwise.
- ``/metrics``: Prometheus text, added up across gunicorn workers (``api/metrics.py``).
"""

from flask import Flask, Response
from flask.typing import ResponseReturnValue

import shared_rules

from . import db, metrics
from .db import outage
from .problems import problem_response


def init_app(app: Flask) -> None:
    metrics.init_app(app)

    @app.get("/livez")
    def livez() -> dict[str, str]:
        return {"status": "ok"}

    @app.get("/readyz")
    def readyz() -> ResponseReturnValue:
        checks: dict[str, str] = {}
        try:
            checks["engine"] = "ok" if shared_rules.profile_ids() else "no profiles"
        except Exception as error:  # noqa: BLE001 - reported, not raised
            app.logger.warning("readyz: engine check failed", exc_info=error)
            checks["engine"] = "failed"
        ping = getattr(db, "ping", None)
        if callable(ping):
            try:
                ping()
                checks["database"] = "ok"
            except Exception as error:  # noqa: BLE001
                # an outage is one line (probes come every few seconds); anything else, its stack
                reason = outage.unavailable_reason(error)
                app.logger.warning(
                    "readyz: database check failed",
                    exc_info=None if reason else error,
                    extra={"reason": reason, "error": outage.describe(error)} if reason else None,
                )
                checks["database"] = "failed"
        if all(v == "ok" for v in checks.values()):
            return {"status": "ok", "checks": checks}
        failing = ", ".join(k for k, v in checks.items() if v != "ok")
        not_ready: Response = problem_response(  # (api/problems.py: untyped)
            503, detail=f"Not ready: {failing}.", checks=checks
        )
        return not_ready
