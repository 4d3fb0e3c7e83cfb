import os


def page_name(title):
    return title.lower().replace(" ", "-")
