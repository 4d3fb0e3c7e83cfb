import os
from qt.manager import Manager
from qt.client import Client
from traits import Type


class KernelClient(Client):
    channel = Type(Client)


class Kernel(Manager):
    client = KernelClient
