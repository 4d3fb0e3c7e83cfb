def or_fail(err, query):

    log(err)

    if err is None:
        err = NotFound(query.model)
<<<<<<< left
        err.query = query
||||||| base

    log(err)
=======
    if callable(err):
        err = err(query)

    log(err)
>>>>>>> right
