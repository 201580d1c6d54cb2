"""A new version is offered, never forced: while a deal is being entered the prompt only says it
will come after saving, the form stays as it is; afterwards one tap reloads into the new version."""

import shutil

from playwright.sync_api import expect

from api.pwa import PwaAssets

from .pages import choose, create_sheet, save_deal


def test_a_new_version_waits_until_the_deal_is_saved(phone, server, tmp_path):
    page = phone().new_page()
    create_sheet(page, server.base, ["Anna", "Bernd", "Clara", "David"])
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=15_000)
    old = server.app.extensions["pwa"]
    page.locator("#new-deal").click()
    choose(page, "game", "rufer")
    choose(page, "declarer", "Bernd")

    # a deploy: one file changed
    copy = tmp_path / "pwa"
    shutil.copytree(old.root, copy)
    (copy / "app" / "styles.css").write_text(
        (copy / "app" / "styles.css").read_text() + "\n/* next version */\n"
    )
    server.app.extensions["pwa"] = new = PwaAssets(copy)
    try:
        page.evaluate("async () => (await navigator.serviceWorker.getRegistration()).update()")
        prompt = page.locator(".update")
        expect(prompt).to_contain_text("nach dem Speichern", timeout=15_000)
        expect(prompt.get_by_role("button")).to_have_count(0)  # nothing to tap mid-entry
        page.wait_for_timeout(500)
        expect(page.locator('[data-name="declarer"] [aria-pressed="true"]')).to_have_text("Bernd")
        choose(page, "partner", "Clara")
        choose(page, "won", True)
        save_deal(page)
        page.get_by_role("button", name="Neu laden").click()
        page.wait_for_load_state("load")
        expect(page.locator(".update")).to_have_count(0)
        version = page.evaluate(
            """() => new Promise((resolve) => {
              navigator.serviceWorker.addEventListener('message', (e) => resolve(e.data.version));
              navigator.serviceWorker.controller.postMessage({type: 'VERSION'});
            })"""
        )
        assert version == new.version != old.version
        expect(page.locator("table.grid tbody tr[data-entry]")).to_have_count(1)
    finally:
        server.app.extensions["pwa"] = old
