def start(app, log):
<<<<<<< left
||||||| base
    if app.debug:
        log.debug("starting")
=======
    if app.debug:
        log.debug("starting")
        log.debug("port %s", app.port)
>>>>>>> right
    app.run()
