import json
import time


def count(events):
    return len([e for e in events if e["ok"]])


def report(events):
    return json.dumps({"ok": count(events)})


def histogram(events):
    count = {}
    for e in events:
        count[e["kind"]] = count.get(e["kind"], 0) + 1
    return count
