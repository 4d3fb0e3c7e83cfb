import json
import sys

from .store import load_rows, save_report


<<<<<<< left
def main(argv):
    rows = load_rows(argv[1])
    total = sum(r["amount"] for r in rows)
    report = {"count": len(rows), "total": total}
    save_report(argv[2], report)
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
||||||| base
rows = load_rows(sys.argv[1])
total = sum(r["amount"] for r in rows)
report = {"count": len(rows), "total": total}
save_report(sys.argv[2], report)
print(json.dumps(report))
=======
rows = load_rows(sys.argv[1])
rows = [r for r in rows if not r.get("void")]
total = sum(r["amount"] for r in rows)
report = {"count": len(rows), "total": total}
save_report(sys.argv[2], report)
print(json.dumps(report))
>>>>>>> right
