import sys
import os
import json

print(sys.argv, os.sep)
