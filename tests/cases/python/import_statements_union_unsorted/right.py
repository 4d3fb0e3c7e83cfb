import sys
import os
import re

print(sys.argv, os.sep)
