"""Storage of score sheets (SQLAlchemy 2 + Alembic): see ``store`` for what a sheet is and does.

``init_app(app)`` attaches a ``Store`` for ``DATABASE_URL`` (app config, else the environment, else
the SQLite file ``instance/tarock.sqlite3``) and adds the CLI command ``flask --app api db-upgrade``.
It never migrates a database by itself: the schema is brought up to date by that command (``make
run`` calls it). The one exception is an in-memory SQLite database (``sqlite://``, tests and
throwaways): no other process can reach it, so it is migrated when the app starts.
"""

from __future__ import annotations

import click
from flask import Flask, current_app

from .engine import database_url, is_memory, make_engine
from .errors import StoreError
from .migrate import behind, current_revision, head_revision, upgrade
from .store import Store

EXTENSION = "tarock_db"

__all__ = ["Store", "StoreError", "get_store", "init_app", "ping", "upgrade"]


def init_app(app: Flask) -> None:
    url = database_url(app.config, app.instance_path)
    app.config["DATABASE_URL"] = url
    engine = make_engine(url)
    store = Store(engine)
    app.extensions[EXTENSION] = store
    if is_memory(url):
        upgrade(engine)  # a database that exists only in this process: nobody else can migrate it

    @app.cli.command("db-upgrade")
    @click.option("--revision", default="head", show_default=True, help="Alembic target.")
    def db_upgrade(revision: str) -> None:
        """Run the database migrations (Alembic) up to REVISION."""
        upgrade(url, revision)
        click.echo(f"database at {current_revision(engine)} ({engine.url.render_as_string()})")


def get_store(app: Flask | None = None) -> Store:
    store: Store = (app or current_app).extensions[EXTENSION]
    return store


def ping(app: Flask | None = None) -> bool:
    """For /readyz: True if the database answers and its schema has every migration this code needs
    (at the latest, or beyond it during a rolling update to a newer release).

    Raises otherwise (the caller reports the failure): a connection error, or RuntimeError naming
    the revision the database is at when ``flask --app api db-upgrade`` has not been run.
    """
    store = get_store(app)
    store.ping()
    at = current_revision(store.engine)
    if behind(at):
        raise RuntimeError(f"database schema at {at}, expected {head_revision()}: run db-upgrade")
    return True
