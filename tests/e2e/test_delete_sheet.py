"""Deleting a sheet from the list: a snackbar offers Undo for 8 seconds; then the sheet leaves the
device (IndexedDB), and a device with the edit token sends DELETE /api/v1/sheets/{id} (kept in an
outbox until the server answers: a server without the route answers 405, "try later"). A view-only
device only removes its copy. A sheet the server answers 410 Gone for was deleted elsewhere: the
device marks it, tells the player, and stops asking."""

import json

from playwright.sync_api import expect

from .pages import (
    axe_violations,
    create_sheet,
    enter,
    local_data,
    setting,
    shoot,
    small_targets,
)

FOUR = ["Anna", "Bernd", "Clara", "David"]
OUTBOX = "outbox:sheet-deletions"
UNDO_WINDOW_MS = 8000


def requests_to(page, sid) -> list:
    """(method, url, authorization) of every request on sheet ``sid``'s API routes."""
    sent: list = []
    page.on(
        "request",
        lambda r: (
            f"/api/v1/sheets/{sid}" in r.url
            and sent.append((r.method, r.url, r.headers.get("authorization")))
        ),
    )
    return sent


def synced_sheet(page, server, title):
    sid = create_sheet(page, server.base, FOUR, title=title, dealer="David")
    enter(page, "rufer", "Anna", "Clara")
    expect(page.locator('.bar [data-sync="ok"]')).to_be_visible(timeout=15_000)
    return sid, local_data(page)["sheets"][0]


def delete_button(page, title):
    return page.get_by_role("button", name=f"Liste „{title}“ löschen")


def test_deleting_a_sheet_can_be_undone_then_it_leaves_the_device_and_the_server(phone, server):
    page = phone().new_page()
    page.clock.install()
    errors: list = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    sid, sheet = synced_sheet(page, server, "Löschtest")
    sent = requests_to(page, sid)
    page.goto(server.base + "/")
    expect(page.locator(".sheet-card")).to_have_count(1)

    # delete: the card goes at once, the snackbar offers Undo and has the focus
    delete_button(page, "Löschtest").click()
    expect(page.locator(".sheet-card")).to_have_count(0)
    toast = page.locator(".toast")
    expect(toast).to_contain_text("Liste gelöscht.")
    undo = toast.get_by_role("button", name="Rückgängig")
    expect(undo).to_be_focused()
    assert axe_violations(page) == [] and small_targets(page) == []
    shoot(page, "sheets-deleted-undo")
    undo.click()
    expect(page.locator(".sheet-card")).to_have_count(1)
    page.clock.fast_forward(UNDO_WINDOW_MS + 1000)  # the window passes: undone stays undone
    page.wait_for_timeout(300)
    expect(page.locator(".sheet-card")).to_have_count(1)
    assert [s["id"] for s in local_data(page)["sheets"]] == [sid]
    assert not [r for r in sent if r[0] == "DELETE"]

    # delete again and let the window pass: gone from the device, DELETE sent with the edit token
    delete_button(page, "Löschtest").click()
    page.wait_for_timeout(200)
    with page.expect_response(
        lambda r: r.request.method == "DELETE" and r.url.endswith(f"/api/v1/sheets/{sid}")
    ) as answer:
        page.clock.fast_forward(UNDO_WINDOW_MS + 1000)
    expect(page.locator(".toast")).to_have_count(0)
    data = local_data(page)
    assert data["sheets"] == [] and data["entries"] == []
    deletes = [r for r in sent if r[0] == "DELETE"]
    assert deletes == [
        ("DELETE", f"{server.base}/api/v1/sheets/{sid}", f"Bearer {sheet['edit_token']}")
    ]
    status = answer.value.status
    page.wait_for_timeout(300)  # the outbox is written after the answer
    box = setting(page, OUTBOX) or []
    if status == 204:  # a server with DELETE: done, and the sheet answers 410 from now on
        assert box == []
        assert server.api("GET", f"/api/v1/sheets/{sid}", sheet["edit_token"])[0] == 410
    else:  # a server without it yet (405): kept, to be sent again later
        assert status == 405, status
        assert [(d["id"], d["edit_token"], d["tries"]) for d in box] == [
            (sid, sheet["edit_token"], 1)
        ]
        assert box[0]["next_at"] > 0
    assert errors == []


def test_a_view_only_device_removes_only_its_copy(phone, server):
    owner = phone().new_page()
    sid, sheet = synced_sheet(owner, server, "Nur lesen")
    page = phone().new_page()
    page.clock.install()
    page.goto(server.base + f"/#/join/{sid}/view/{sheet['view_token']}")
    page.wait_for_url(f"**/#/s/{sid}")
    expect(page.locator("table.grid tbody tr[data-entry]")).to_have_count(1)
    sent = requests_to(page, sid)
    page.goto(server.base + "/")
    delete_button(page, "Nur lesen").click()
    expect(page.locator(".toast")).to_contain_text("Liste gelöscht.")
    page.clock.fast_forward(UNDO_WINDOW_MS + 1000)
    page.wait_for_timeout(300)
    assert local_data(page)["sheets"] == [] and local_data(page)["entries"] == []
    assert not [r for r in sent if r[0] == "DELETE"]
    assert (setting(page, OUTBOX) or []) == []
    # the owner's sheet is untouched on the server
    assert server.api("GET", f"/api/v1/sheets/{sid}", sheet["edit_token"])[0] == 200


def test_a_sheet_deleted_elsewhere_is_marked_once_and_never_asked_for_again(phone, server):
    page = phone().new_page()
    page.clock.install()
    errors: list = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    sid, sheet = synced_sheet(page, server, "Anderswo gelöscht")
    gone = {
        "type": "https://tarock.example/problems/sheet-gone",
        "title": "Gone",
        "status": 410,
        "detail": "This sheet was deleted.",
    }
    page.route(
        f"**/api/v1/sheets/{sid}/changes*",
        lambda route: route.fulfill(
            status=410, content_type="application/problem+json", body=json.dumps(gone)
        ),
    )
    sent = requests_to(page, sid)
    page.clock.fast_forward(6000)  # the next sync's pull meets 410
    banner = page.locator("[data-sheet-deleted]")
    expect(banner).to_contain_text("Diese Liste wurde gelöscht.")
    expect(page.locator('.bar [data-sync="deleted"]')).to_have_text("gelöscht")
    expect(page.locator("#new-deal")).to_have_count(0)
    assert local_data(page)["sheets"][0]["remote"]["deleted"] is True
    shoot(page, "sheet-deleted-elsewhere")
    asked = len(sent)
    page.clock.fast_forward(30_000)  # six sync ticks, and the reconnect handler
    page.evaluate("window.dispatchEvent(new Event('online'))")
    page.wait_for_timeout(500)
    assert len(sent) == asked, sent[asked:]  # no loop of refused calls
    page.get_by_role("link", name="Zurück").click()
    expect(page.locator('.sheet-card [data-sync="deleted"]')).to_have_text("gelöscht")

    # removing it here: no DELETE (the server has nothing left to delete)
    page.goto(server.base + f"/#/s/{sid}")
    page.locator("#remove-here").click()
    expect(page.locator(".toast")).to_contain_text("Liste gelöscht.")
    page.clock.fast_forward(UNDO_WINDOW_MS + 1000)
    page.wait_for_timeout(300)
    assert local_data(page)["sheets"] == []
    assert not [r for r in sent if r[0] == "DELETE"] and (setting(page, OUTBOX) or []) == []
    assert errors == []


def test_a_share_link_to_a_deleted_sheet_says_so_and_keeps_nothing(phone, server):
    sid = "5e0d9a52-3c1b-4f7e-9a2d-6b8c0e1f2a3b"
    token = "q3Jx0_bN-5sYw2kV8mT1rZ4uA6cE9gH7iL0oP2dF3hQ"
    page = phone().new_page()
    page.route(
        f"**/api/v1/sheets/{sid}",
        lambda route: route.fulfill(
            status=410,
            content_type="application/problem+json",
            body=json.dumps({"title": "Gone", "status": 410, "detail": "This sheet was deleted."}),
        ),
    )
    sent = requests_to(page, sid)
    page.goto(server.base + f"/#/join/{sid}/view/{token}")
    expect(page.get_by_role("alert")).to_have_text("Diese Liste wurde gelöscht.")
    page.wait_for_timeout(500)
    assert [m for m, _, _ in sent] == ["GET"]  # asked once, not again
    assert local_data(page)["sheets"] == []
