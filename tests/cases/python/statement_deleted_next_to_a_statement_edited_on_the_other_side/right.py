def start(app, log):
    log.debug("starting")
    app.prepare()
    app.run(port=8080, reload=True)
