import os

HERE = os.getcwd()
