"""A sheet made in the app carries an edit token of 256 random bits and the view token derived from
it (SHA-256 over "tarock-view-token:" + edit token, base64url without padding), as the server
derives it: the server can tell the sheet's creator from a reader who knows only the view link."""

import base64
import hashlib
import re

from playwright.sync_api import expect

from .pages import create_sheet, local_data


def derived(edit_token: str) -> str:
    digest = hashlib.sha256(b"tarock-view-token:" + edit_token.encode()).digest()
    return base64.urlsafe_b64encode(digest).rstrip(b"=").decode()


def test_a_new_sheet_has_a_random_edit_token_and_the_view_token_derived_from_it(phone, server):
    page = phone().new_page()
    tokens = set()
    for title in ("Eins", "Zwei"):
        sid = create_sheet(page, server.base, ["Anna", "Bernd", "Clara", "David"], title=title)
        expect(page.locator('.bar [data-sync="ok"]')).to_be_visible(timeout=15_000)
        sheet = next(s for s in local_data(page)["sheets"] if s["id"] == sid)
        assert re.fullmatch(r"[A-Za-z0-9_-]{43}", sheet["edit_token"])
        assert sheet["view_token"] == derived(sheet["edit_token"])
        tokens.add(sheet["edit_token"])
        # the server took the pair: the view token reads the sheet, and cannot write
        assert server.api("GET", f"/api/v1/sheets/{sid}", sheet["view_token"])[0] == 200
        status, _ = server.api(
            "PUT",
            f"/api/v1/sheets/{sid}/entries/7d1e0f2a-3b4c-4d5e-8f60-718293a4b5c6",
            sheet["view_token"],
            {"revision": 1, "record": {"game": "dreier", "declarer": "Anna", "won": True}},
        )
        assert status == 403
    assert len(tokens) == 2


SET_VIEW_TOKEN = """([id, token]) => new Promise((resolve, reject) => {
  const open = indexedDB.open("tarock");
  open.onsuccess = () => {
    const store = open.result.transaction("sheets", "readwrite").objectStore("sheets");
    const get = store.get(id);
    get.onsuccess = () => {
      const put = store.put({ ...get.result, view_token: token });
      put.onsuccess = () => { open.result.close(); resolve(); };
      put.onerror = () => reject(put.error);
    };
  };
  open.onerror = () => reject(open.error);
})"""


def test_a_sheet_made_by_an_older_app_gets_the_derived_view_token_before_it_is_sent(phone, server):
    ctx = phone()
    page = ctx.new_page()
    blocked = {"on": True}
    sheet_puts: list = []

    def hold_creation(route, request):
        if request.method == "PUT" and re.search(r"/api/v1/sheets/[0-9a-f-]{36}$", request.url):
            if blocked["on"]:
                return route.abort("internetdisconnected")  # not on the server yet
            sheet_puts.append(request.post_data_json)
        return route.continue_()

    ctx.route("**/api/v1/sheets/**", hold_creation)
    sid = create_sheet(page, server.base, ["Anna", "Bernd", "Clara", "David"], title="Alt")
    expect(page.locator('.bar [data-sync="pending"]')).to_be_visible()
    legacy = "L" + "q3Jx0_bN-5sYw2kV8mT1rZ4uA6cE9gH7iL0oP2dF3h"  # random, not derived
    page.evaluate(SET_VIEW_TOKEN, [sid, legacy])
    page.reload()  # the app reads the sheet as the older app left it
    blocked["on"] = False
    page.evaluate("window.dispatchEvent(new Event('online'))")
    expect(page.locator('.bar [data-sync="ok"]')).to_be_visible(timeout=15_000)
    sheet = local_data(page)["sheets"][0]
    assert sheet["view_token"] == derived(sheet["edit_token"]) != legacy
    assert [p["view_token"] for p in sheet_puts] == [sheet["view_token"]]
    assert server.api("GET", f"/api/v1/sheets/{sid}", sheet["view_token"])[0] == 200
