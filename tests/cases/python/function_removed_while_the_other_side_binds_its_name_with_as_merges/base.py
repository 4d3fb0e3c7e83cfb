import json
import re


def header(text):
    return text.splitlines()[0]


def parse(text):
    return json.loads(text)
