from app.settings import load_settings


def configure(app):
    settings = load_settings()
    settings.timeout = 60
    app.start(settings)
