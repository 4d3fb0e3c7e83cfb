def mark_loaded(doc, items):
    if doc is None or not items:
        return

    key = str(doc.id)
    for item in items:
        if item.virtual:
            continue
        path = item.path
        print(key, path)
