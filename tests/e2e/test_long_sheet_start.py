"""A long sheet opened offline from IndexedDB: the app draws the sheet's view kept in the database
(totals and the newest rows) before it reads the entries, and that view is always what is stored:
every write (an edit here, a change pulled from the server) deletes it in its own transaction, and
a database of an older app (no view kept) opens from its entries and keeps one from then on."""

import json
import random

from playwright.sync_api import expect

from .pages import (
    choose,
    import_sheet,
    local_data,
    on_screen_totals,
    save_deal,
    setting,
    sheet_export,
    wait_until,
)
from .test_start import FIRST_DRAW, SETTLED, rows_on_screen

FOUR = ["Anna", "Bernd", "Clara", "David"]
VIEW = "tarock:sheet-view:2"  # data.js's VIEW; its viewKey is "<VIEW>\n<sheet id>"
FORGET_LAST = f"() => localStorage.removeItem({json.dumps(VIEW)})"  # as after showing another sheet
STORED_VIEW = "(key) => new Promise((resolve) => { const o = indexedDB.open('tarock'); o.onsuccess = () => { const r = o.result.transaction('settings').objectStore('settings').get(key); r.onsuccess = () => { o.result.close(); resolve(r.result !== undefined); }; }; })"
DROP_STORED_VIEW = "(key) => new Promise((resolve) => { const o = indexedDB.open('tarock'); o.onsuccess = () => { const tx = o.result.transaction('settings', 'readwrite'); tx.objectStore('settings').delete(key); tx.oncomplete = () => { o.result.close(); resolve(); }; }; })"


def view_key(sid: str) -> str:
    return f"{VIEW}\n{sid}"


def long_sheet(phone, server, deals: int):
    ctx = phone()
    ctx.add_init_script(FIRST_DRAW)
    page = ctx.new_page()
    page.goto(server.base + "/")
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=15_000)
    sid = import_sheet(page, server.base, sheet_export(FOUR, deals, random.Random(deals)))
    expect(page.locator('.bar [data-sync="ok"]')).to_be_visible(timeout=180_000)
    wait_until(page, STORED_VIEW, view_key(sid))
    return ctx, page, sid


def api_totals(server, page, sid) -> dict:
    sheet = local_data(page)["sheets"][0]
    status, remote = server.api("GET", f"/api/v1/sheets/{sid}", sheet["view_token"])
    assert status == 200
    return {p: str(v) for p, v in remote["totals"]["points"].items()}


def stored_totals(page) -> dict:
    live = [e for e in local_data(page)["entries"] if not e["deleted"]]
    return {p: str(sum(e["result"]["points"][p] for e in live)) for p in FOUR}


def offline_with_view(ctx, page, sid):
    """The network gone and the sheet's view stored: a sync still running online writes (and so
    drops the view) until then; the sheet on screen keeps it again after each write."""
    ctx.set_offline(True)
    wait_until(page, STORED_VIEW, view_key(sid))


def restart_offline(ctx, page, url):
    """The app started again at ``url``, offline, its last drawn sheet (localStorage) another one."""
    ctx.set_offline(True)
    page.evaluate(FORGET_LAST)
    page.goto("about:blank")
    page.goto(url)
    page.wait_for_function(SETTLED)
    return page.evaluate("window.firstDraw")


def test_a_long_sheet_opens_offline_from_its_stored_view_and_follows_an_edit(phone, server):
    ctx, page, sid = long_sheet(phone, server, 1000)
    expected = api_totals(server, page, sid)
    offline_with_view(ctx, page, sid)
    first = restart_offline(ctx, page, f"{server.base}/#/s/{sid}")
    assert first["stored"] is False  # drawn from the view, before the 1,000 entries were read
    assert dict(zip(FOUR, first["totals"], strict=True)) == expected
    expect(page.locator("table.grid tbody tr[data-entry]")).to_have_count(40)
    shown = rows_on_screen(page)
    assert first["rows"] == shown[-len(first["rows"]) :]  # the newest, where the sheet opens
    newest = sorted(
        (e for e in local_data(page)["entries"] if not e["deleted"]), key=lambda e: e["order"]
    )
    assert shown == [e["id"] for e in newest[-40:]]
    assert on_screen_totals(page) == expected

    # an old deal edited offline: the totals follow, and so does the next start's first drawing
    old = next(
        e for e in newest[:50] if e["record"].get("won") is True and e["record"]["game"] == "dreier"
    )
    page.goto(f"{server.base}/#/s/{sid}/row/{old['id']}")
    page.locator("#edit-deal").click()
    choose(page, "won", False)
    save_deal(page)
    edited = stored_totals(page)
    assert edited != expected
    expect(page.locator("tfoot td[data-final]").first).to_have_attribute(
        "data-total", edited["Anna"]
    )
    assert on_screen_totals(page) == edited
    wait_until(page, STORED_VIEW, view_key(sid))  # kept again, from the edited sheet
    first = restart_offline(ctx, page, f"{server.base}/#/s/{sid}")
    assert first["stored"] is False
    assert dict(zip(FOUR, first["totals"], strict=True)) == edited

    # online: the server agrees
    ctx.set_offline(False)
    page.goto(f"{server.base}/#/s/{sid}")
    expect(page.locator('.bar [data-sync="ok"]')).to_be_visible(timeout=30_000)
    assert api_totals(server, page, sid) == edited == on_screen_totals(page)


def test_a_change_pulled_from_the_server_deletes_the_stored_view(phone, server):
    ctx, page, sid = long_sheet(phone, server, 30)
    sheet = local_data(page)["sheets"][0]
    entry = sorted(local_data(page)["entries"], key=lambda e: e["order"])[3]
    page.goto(server.base + "/")  # another screen: nothing draws the sheet (nor keeps its view)
    status, _ = server.api(
        "DELETE",
        f"/api/v1/sheets/{sid}/entries/{entry['id']}?revision={entry['revision'] + 1}",
        sheet["edit_token"],
    )
    assert status == 200
    page.evaluate("(id) => import('/bundle/app/sync.js').then((m) => m.syncSheet(id))", sid)
    assert page.evaluate(STORED_VIEW, view_key(sid)) is False  # the pull's write deleted it
    first = restart_offline(ctx, page, f"{server.base}/#/s/{sid}")
    assert first["stored"] is True  # drawn from the entries, as stored now
    ctx.set_offline(False)
    assert on_screen_totals(page) == api_totals(server, page, sid) == stored_totals(page)
    wait_until(page, STORED_VIEW, view_key(sid))  # and kept again


def test_a_database_without_stored_views_opens_from_its_entries_and_keeps_one(phone, server):
    # a database of the app before views were kept: the same stores, no view in "settings"
    ctx, page, sid = long_sheet(phone, server, 30)
    expected = api_totals(server, page, sid)
    page.evaluate(DROP_STORED_VIEW, view_key(sid))
    first = restart_offline(ctx, page, f"{server.base}/#/s/{sid}")
    assert first["stored"] is True
    assert dict(zip(FOUR, first["totals"], strict=True)) == expected
    wait_until(page, STORED_VIEW, view_key(sid))
    assert setting(page, view_key(sid))["totals"]["points"] == {
        p: int(v) for p, v in expected.items()
    }
    first = restart_offline(ctx, page, f"{server.base}/#/s/{sid}")
    assert first["stored"] is False
    assert dict(zip(FOUR, first["totals"], strict=True)) == expected
