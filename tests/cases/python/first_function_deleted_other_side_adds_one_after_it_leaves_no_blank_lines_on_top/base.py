def old_parse(text):
    return text.split()


def parse(text):
    return text.split(",")
