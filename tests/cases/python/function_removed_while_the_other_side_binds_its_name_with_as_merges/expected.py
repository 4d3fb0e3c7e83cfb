import json
import re
import os
import sys


def parse(text):
    return json.loads(text)


def first_title(path):
    with open(path) as header:
        if (match := re.search(r"^# (.+)$", header.read(), re.M)):
            return match[1]
    return None
