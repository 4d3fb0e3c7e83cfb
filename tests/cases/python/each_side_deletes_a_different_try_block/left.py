import logging

try:
    import ujson as json
except ImportError:
    import json

try:
    import yaml
except ImportError:
    yaml = None

log = logging.getLogger(__name__)
