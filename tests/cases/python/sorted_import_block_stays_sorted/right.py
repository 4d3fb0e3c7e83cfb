import os
import pathlib
import sys

print(os.name, sys.platform)
