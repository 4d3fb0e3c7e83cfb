import json
import os


def report(events):
    ok = sum(1 for e in events if e["ok"])
    return json.dumps({"ok": ok})
