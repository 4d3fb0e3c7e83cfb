def parse_lines(text):
    return text.splitlines()


def parse(text):
    return text.split(",")
