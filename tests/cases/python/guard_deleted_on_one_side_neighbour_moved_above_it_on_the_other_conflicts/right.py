def mark_loaded(doc, items):

    key = str(doc.id)
    if doc is None or not items:
        return
    for item in items:
        if item.virtual:
            continue
        path = item.path
        print(key, path, sep=":")
