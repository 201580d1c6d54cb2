"""Browser tests of the PWA: the real app over real HTTP, Debian's Chromium on a phone viewport."""

import pytest
from playwright.sync_api import sync_playwright

from .live import PHONE, launch, live_server
from .pages import SCREENSHOTS


@pytest.fixture(scope="session")
def browser():
    with sync_playwright() as p:
        b = launch(p)
        yield b
        b.close()


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    with live_server(tmp_path_factory.mktemp("e2e")) as s:
        yield s


@pytest.fixture
def phone(browser):
    """factory: a new phone-sized browser context (its own IndexedDB and service worker)."""
    made = []

    def make(**kwargs):
        ctx = browser.new_context(viewport=PHONE, service_workers="allow", **kwargs)
        ctx.set_default_timeout(10_000)
        made.append(ctx)
        return ctx

    yield make
    for ctx in made:
        ctx.close()


@pytest.fixture(scope="session", autouse=True)
def screenshot_dir():
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    return SCREENSHOTS
