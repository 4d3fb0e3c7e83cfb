import logging

try:
    import ujson as json
except ImportError:
    import json

try:
    import yaml
except ImportError:
    yaml = None

try:
    import toml
except ImportError:
    toml = None

log = logging.getLogger(__name__)
