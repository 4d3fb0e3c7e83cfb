def mark_loaded(doc, items):

    key = str(doc.id)
    for item in items:
        if item.virtual:
            continue
        path = item.full_path
        print(key, path)
