"""Where the settings file lives."""

import os

head, filename = os.path.split(os.environ.get("APP_SETTINGS", "/etc/app/settings.toml"))

DEFAULTS = {"debug": False}
