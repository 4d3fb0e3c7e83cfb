import os
from qt.manager import Manager
from traits import Type


class Kernel(Manager):
    pass
