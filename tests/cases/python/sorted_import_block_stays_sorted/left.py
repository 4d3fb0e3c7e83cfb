import os
import re
import sys

print(os.name, sys.platform)
