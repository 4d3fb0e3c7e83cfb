import os
<<<<<<< left
from qt.manager import Manager
from qt.client import Client
||||||| base
from qt.manager import Manager
=======
import sys
>>>>>>> right
from traits import Type
from qt.manager import Manager


class KernelClient(Client):
    channel = Type(Client)


class Kernel(Manager):
    client = KernelClient
