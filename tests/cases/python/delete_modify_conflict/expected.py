def parse(text):
    return text.split(",")
<<<<<<< left
||||||| base


def legacy_parse(text):
    return text.split(";")
=======


def legacy_parse(text):
    return [t.strip() for t in text.split(";")]
>>>>>>> right


def render(items):
    return ",".join(items)
