"""The user changes a deal while the sync is on the way with an earlier change of it: both writes
count, and the device's own earlier revision never comes back as a conflict."""

from playwright.sync_api import expect

from .live import PHONE
from .pages import create_sheet, enter, local_data

FOUR = ["Anna", "Bernd", "Clara", "David"]


def test_undo_while_the_deletion_is_being_synced_is_no_conflict(browser, server):
    # no service worker: the held request must be the page's own, where page.route sees it
    ctx = browser.new_context(viewport=PHONE, service_workers="block")
    ctx.set_default_timeout(10_000)
    page = ctx.new_page()
    held = []
    hold = {"changes": False}

    def changes(route):
        if hold["changes"]:
            held.append(route)
        else:
            route.continue_()

    page.route("**/api/v1/sheets/*/changes*", changes)
    try:
        sid = create_sheet(page, server.base, FOUR)
        enter(page, "dreier", "Bernd")
        expect(page.locator('.bar [data-sync="ok"]')).to_be_visible(timeout=15_000)

        # the deletion goes up and is acknowledged; its pull waits on the network
        hold["changes"] = True
        page.get_by_role("link", name="Spiel 1 ansehen").click()
        page.locator("#delete-deal").click()
        for _ in range(200):
            if held:
                break
            page.wait_for_timeout(50)
        assert held, "the sync never asked for changes"
        # meanwhile the user takes it back
        page.get_by_role("button", name="Rückgängig").click()
        expect(page.locator("table.grid tbody tr[data-entry]")).to_have_count(1)
        hold["changes"] = False
        for route in held:
            route.continue_()

        expect(page.locator('.bar [data-sync="ok"]')).to_be_visible(timeout=15_000)
        [entry] = local_data(page)["entries"]
        assert entry["deleted"] is False and entry["conflict"] is None
        assert entry["dirty"] is False and entry["acked_revision"] == entry["revision"] == 3
        view = local_data(page)["sheets"][0]["view_token"]
        status, remote = server.api("GET", f"/api/v1/sheets/{sid}", view)
        assert status == 200
        assert [(e["revision"], e["deleted"]) for e in remote["entries"]] == [(3, False)]
    finally:
        ctx.close()
