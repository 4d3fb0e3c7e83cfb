def start(app, log):
    if app.debug:
        log.debug("starting")
    app.run()
