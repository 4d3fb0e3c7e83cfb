from app.settings import load_settings


def configure(app):
    settings = load_settings()
    settings.timeout = 30
    app.start(settings)
