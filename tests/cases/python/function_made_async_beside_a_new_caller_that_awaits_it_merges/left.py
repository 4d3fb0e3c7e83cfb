from .storage import bucket


async def load_report(report_id):
    blob = await bucket.get(f"reports/{report_id}.json")
    return blob.json()


async def report_titles(ids):
    return [(await load_report(i))["title"] for i in ids]
