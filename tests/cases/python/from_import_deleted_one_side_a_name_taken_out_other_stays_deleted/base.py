import os
from helpers import slugify, titlecase


def page_name(title):
    return slugify(titlecase(title))
