import os
import sys
from traits import Type
from qt.manager import Manager


class Kernel(Manager):
    pass
