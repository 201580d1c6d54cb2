"""Taps at the table: how many touches a deal takes from the sheet to saved, in Debian's Chromium
against the real app (phone viewport), each count checked against the record it stored.

- a won Rufer with partner (target ≤ 5);
- a lost Dreier with Kontra and a lost announced Pagat (target ≤ 8).
"""

import tempfile

from playwright.sync_api import sync_playwright

from tests.e2e.live import PHONE, launch, live_server
from tests.e2e.pages import choose, create_sheet, local_data

PLAYERS = ["Anna", "Bernd", "Clara", "David"]


class Taps:
    """Counts the taps of one deal: each step is one touch of the screen."""

    def __init__(self, page):
        self.page = page
        self.n = 0

    def __call__(self, step) -> None:
        self.n += 1
        step()

    def declarer(self, name: str) -> None:
        button = self.page.locator(f'[data-name="declarer"] [data-value="{name}"]')
        if button.get_attribute("aria-pressed") != "true":  # OÖ: the Vorhand's game, preselected
            self(button.click)

    def save(self) -> dict:
        self(lambda: self.page.locator("#save-deal").click())
        self.page.wait_for_url("**/#/s/*")
        self.page.locator("table.grid tbody tr[data-entry]").first.wait_for()
        return max(local_data(self.page)["entries"], key=lambda e: e["order"])["record"]


def taps_for_a_won_rufer(page) -> int:
    tap = Taps(page)
    tap(lambda: page.locator("#new-deal").click())
    tap(lambda: choose(page, "game", "rufer"))
    tap.declarer("Bernd")
    tap(lambda: choose(page, "partner", "Clara"))
    tap(lambda: choose(page, "won", True))
    record = tap.save()
    assert record["game"] == "rufer" and record["won"] is True
    assert record["declarer"] == "Bernd" and record["partner"] == "Clara"
    return tap.n


def taps_for_a_lost_dreier_with_kontra_and_a_lost_pagat(page) -> int:
    tap = Taps(page)
    tap(lambda: page.locator("#new-deal").click())
    tap(lambda: choose(page, "game", "dreier"))
    tap.declarer("Bernd")
    tap(lambda: choose(page, "won", False))
    tap(lambda: choose(page, "kontra", 1))
    tap(lambda: page.get_by_role("button", name="+ Pagat ultimo").click())
    tap(lambda: choose(page, "state", "announced-lost", '[data-premium="pagat"]'))
    record = tap.save()
    assert record["game"] == "dreier" and record["won"] is False and record["kontra"] == 1
    assert record["premiums"] == [
        {"name": "pagat", "side": "declarer", "announced": True, "won": False}
    ]
    return tap.n


def main() -> None:
    with (
        tempfile.TemporaryDirectory() as tmp,
        live_server(tmp) as server,
        sync_playwright() as p,
    ):
        browser = launch(p)
        ctx = browser.new_context(viewport=PHONE)
        page = ctx.new_page()
        create_sheet(page, server.base, PLAYERS)
        print(f"taps for a won Rufer with partner: {taps_for_a_won_rufer(page)} (target ≤ 5)")
        n = taps_for_a_lost_dreier_with_kontra_and_a_lost_pagat(page)
        print(f"taps for a lost Dreier with Kontra and a lost announced Pagat: {n} (target ≤ 8)")
        ctx.close()
        browser.close()


if __name__ == "__main__":
    main()
