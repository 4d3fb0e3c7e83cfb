"""Where the settings file lives."""

import os

<<<<<<< left
folder, tail = os.path.split(os.environ.get("APP_SETTINGS", "/etc/app/settings.toml"))
||||||| base
head, tail = os.path.split(os.environ.get("APP_SETTINGS", "/etc/app/settings.toml"))
=======
head, filename = os.path.split(os.environ.get("APP_SETTINGS", "/etc/app/settings.toml"))
>>>>>>> right

DEFAULTS = {"debug": False}
