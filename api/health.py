"""/livez, /readyz and /metrics (outside /api/v1, not rate-limited, not in the OpenAPI document).

- ``/livez``: the process answers.
- ``/readyz``: the rules engine has its profiles, and the database answers (when ``api.db`` offers a
  ``ping()``); 503 problem with the failing ``checks`` otherwise.
- ``/metrics``: Prometheus text, added up across gunicorn workers (``api/metrics.py``).
"""

from flask import Flask

import shared_rules

from . import db, metrics
from .problems import problem_response


def init_app(app: Flask) -> None:
    metrics.init_app(app)

    @app.get("/livez")
    def livez():
        return {"status": "ok"}

    @app.get("/readyz")
    def readyz():
        checks = {}
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
                app.logger.warning("readyz: database check failed", exc_info=error)
                checks["database"] = "failed"
        if all(v == "ok" for v in checks.values()):
            return {"status": "ok", "checks": checks}
        failing = ", ".join(k for k, v in checks.items() if v != "ok")
        return problem_response(503, detail=f"Not ready: {failing}.", checks=checks)
