def mark_loaded(doc, items):

    key = str(doc.id)
    if doc is None or not items:
        return
    for item in items:
        if item.virtual:
            continue
<<<<<<< left
        path = item.full_path
        print(key, path)
||||||| base
        path = item.path
        print(key, path)
=======
        path = item.path
        print(key, path, sep=":")
>>>>>>> right
