import sys
import os

print(sys.argv, os.sep)
