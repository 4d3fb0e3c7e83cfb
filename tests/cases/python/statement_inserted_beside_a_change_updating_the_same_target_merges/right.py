from app.settings import load_settings
from app.env import env_timeout


def configure(app):
    settings = load_settings()
    settings.timeout = 30
    settings.timeout = env_timeout(default=settings.timeout)
    app.start(settings)
