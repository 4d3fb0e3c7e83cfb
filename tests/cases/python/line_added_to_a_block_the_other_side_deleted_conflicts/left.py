def start(app, log):
    app.run()
