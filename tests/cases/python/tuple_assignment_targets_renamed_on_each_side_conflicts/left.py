"""Where the settings file lives."""

import os

folder, tail = os.path.split(os.environ.get("APP_SETTINGS", "/etc/app/settings.toml"))

DEFAULTS = {"debug": False}
