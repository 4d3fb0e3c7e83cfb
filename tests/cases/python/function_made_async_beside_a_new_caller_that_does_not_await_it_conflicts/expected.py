from .storage import bucket


async def load_report(report_id):
    blob = await bucket.get(f"reports/{report_id}.json")
    return blob.json()


<<<<<<< left
async def report_titles(ids):
    return [(await load_report(i))["title"] for i in ids]
||||||| base
def report_titles(ids):
    return [load_report(i)["title"] for i in ids]
=======
def report_titles(ids):
    return [load_report(i)["title"] for i in ids]


def report_owner(report_id):
    return load_report(report_id)["owner"]
>>>>>>> right
