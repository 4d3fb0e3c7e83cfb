from app.settings import load_settings
from app.env import env_timeout


def configure(app):
    settings = load_settings()
<<<<<<< left
    settings.timeout = 60
||||||| base
    settings.timeout = 30
=======
    settings.timeout = 30
    settings.timeout = env_timeout()
>>>>>>> right
    app.start(settings)
