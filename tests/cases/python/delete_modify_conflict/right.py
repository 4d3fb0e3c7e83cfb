def parse(text):
    return text.split(",")


def legacy_parse(text):
    return [t.strip() for t in text.split(";")]


def render(items):
    return ",".join(items)
