def normalize(item):
    return item.strip().lower()


def parse(text):
    return [normalize(t) for t in text.split(",")]


def render(items):
    return ", ".join(items)
