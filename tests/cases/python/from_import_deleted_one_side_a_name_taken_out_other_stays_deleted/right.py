import os
from helpers import slugify


def page_name(title):
    return slugify(title.title())
