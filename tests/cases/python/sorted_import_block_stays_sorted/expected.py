import os
import pathlib
import re
import sys

print(os.name, sys.platform)
