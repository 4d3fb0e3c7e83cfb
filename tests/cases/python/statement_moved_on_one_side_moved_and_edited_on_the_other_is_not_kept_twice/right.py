def or_fail(err, query):

    if err is None:
        err = NotFound(query.model)
    if callable(err):
        err = err(query)

    log(err)
