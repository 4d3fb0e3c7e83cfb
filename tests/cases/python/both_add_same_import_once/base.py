import os

BASE = os.getcwd()
