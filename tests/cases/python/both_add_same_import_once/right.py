import json
import os

BASE = os.getcwd()
LOAD = json.loads
