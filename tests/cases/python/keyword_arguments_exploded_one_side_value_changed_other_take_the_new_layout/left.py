def build(app):
    return app.configure(debug=False, workers=8, timeout=10)
