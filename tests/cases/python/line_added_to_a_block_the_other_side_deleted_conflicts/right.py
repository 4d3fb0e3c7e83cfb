def start(app, log):
    if app.debug:
        log.debug("starting")
        log.debug("port %s", app.port)
    app.run()
