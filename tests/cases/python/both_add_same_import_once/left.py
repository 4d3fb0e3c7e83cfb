import json
import os

BASE = os.getcwd()
DUMP = json.dumps
