import json
import re
import os


def parse(text):
    return json.loads(text)
