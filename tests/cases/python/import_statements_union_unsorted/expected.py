import sys
import os
import json
import re

print(sys.argv, os.sep)
