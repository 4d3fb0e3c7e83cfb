try:
    import simplejson as json
except ImportError:
    import json


def decode(text):
    return json.loads(text)


def encode(obj):
    return json.dumps(obj, sort_keys=True)
