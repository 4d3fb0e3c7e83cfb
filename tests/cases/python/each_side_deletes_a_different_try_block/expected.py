import logging

try:
    import ujson as json
except ImportError:
    import json

log = logging.getLogger(__name__)
