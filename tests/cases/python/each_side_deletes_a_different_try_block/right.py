import logging

try:
    import ujson as json
except ImportError:
    import json

try:
    import toml
except ImportError:
    toml = None

log = logging.getLogger(__name__)
