import json
import os

BASE = os.getcwd()
DUMP = json.dumps
LOAD = json.loads
