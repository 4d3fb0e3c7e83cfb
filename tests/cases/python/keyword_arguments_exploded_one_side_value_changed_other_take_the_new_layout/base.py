def build(app):
    return app.configure(debug=False, workers=4, timeout=10)
