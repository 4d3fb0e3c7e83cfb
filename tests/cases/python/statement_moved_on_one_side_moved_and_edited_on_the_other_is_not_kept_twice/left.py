def or_fail(err, query):
    if callable(err):
        err = err(query)

    log(err)

    if err is None:
        err = NotFound(query.model)
        err.query = query
