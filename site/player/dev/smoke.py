"""Dev only: a browser smoke test of the board on the dev harness (serve.sh running).

    /work/main/.venv/bin/python site/player/dev/smoke.py [http://127.0.0.1:8765] [rule set ...]

Per rule set: the board gets ready without console errors, 30 random legal moves are made by
clicking their piles (or their buttons), and every certificate replays to the win message."""
import random
import sys

from playwright.sync_api import sync_playwright

BASE = sys.argv[1] if len(sys.argv) > 1 and sys.argv[1].startswith("http") else "http://127.0.0.1:8765"
IDS = [a for a in sys.argv[1:] if not a.startswith("http")] or ["klondike-nl", "hagenaar2-09", "hagenaar2-48"]
ARGS = ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"]
PL = "document.querySelector('.patience-player').player"

failures = 0
with sync_playwright() as p:
    browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
    for rid in IDS:
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        logs = []
        page.on("console", lambda m: m.type == "error" and logs.append(m.text))
        page.on("pageerror", lambda e: logs.append(str(e)))
        page.goto(f"{BASE}/dev/?rules={rid}")
        page.wait_for_selector('.patience-player[data-ready="1"]', timeout=5000)
        rnd, made = random.Random(1), 0
        for _ in range(30):
            legal = page.evaluate(f"() => {PL}.legal.map(m => [m.text, {PL}.movePiles(m)])")
            if not legal:
                break
            text, piles = rnd.choice(legal)
            button = page.locator(f'.player-actions [data-move="{text}"]')
            if button.count():
                button.first.click()
            else:
                for pile in piles:
                    page.click(f'[data-pile="{pile}"]', force=True)
                if page.is_visible(".player-choice"):
                    page.click(f'.player-choice [data-move="{text}"]')
            made += page.locator(".player-moves li").count() > made
        replays = page.evaluate(f"""() => {{ const pl = {PL}; return pl.data.certificates.map((c) => {{
            pl.setVariant(c.variant || null); pl.startReplay(c); pl.replayPause();
            while (pl.replay && pl.replay.i < c.moves.length) {{ const i = pl.replay.i; pl.replayStep(); if (pl.replay.i === i) break; }}
            return !document.querySelector('.player-win').hidden; }}); }}""")
        ok = all(replays) and not logs
        failures += not ok
        print(f"{rid}: {made} moves clicked, replays won {sum(replays)}/{len(replays)}, errors {logs[:2]}")
        page.close()
    browser.close()
sys.exit(1 if failures else 0)
