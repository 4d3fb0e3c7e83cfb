import json
import os
import time


def report(events):
    ok = sum(1 for e in events if e["ok"])
    return json.dumps({"ok": ok})


def histogram(events):
    count = {}
    for e in events:
        count[e["kind"]] = count.get(e["kind"], 0) + 1
    return count
