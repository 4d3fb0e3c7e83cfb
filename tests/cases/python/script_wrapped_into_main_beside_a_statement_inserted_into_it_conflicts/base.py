import json
import sys

from .store import load_rows, save_report


rows = load_rows(sys.argv[1])
total = sum(r["amount"] for r in rows)
report = {"count": len(rows), "total": total}
save_report(sys.argv[2], report)
print(json.dumps(report))
