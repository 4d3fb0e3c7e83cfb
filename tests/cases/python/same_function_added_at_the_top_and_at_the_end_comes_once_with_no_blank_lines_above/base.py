def parse(text):
    return text.split(",")


def render(items):
    return ", ".join(items)
