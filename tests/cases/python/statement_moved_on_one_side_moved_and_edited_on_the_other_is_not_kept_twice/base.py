def or_fail(err, query):
    if callable(err):
        err = err(query)

    if err is None:
        err = NotFound(query.model)

    log(err)
