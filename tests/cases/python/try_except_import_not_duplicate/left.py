try:
    import simplejson as json
except ImportError:
    import json


def encode(obj):
    return json.dumps(obj, sort_keys=True)
