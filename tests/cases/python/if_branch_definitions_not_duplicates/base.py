import sys

if sys.version_info >= (3, 11):
    def parse_toml(text):
        import tomllib

        return tomllib.loads(text)
else:
    def parse_toml(text):
        import tomli

        return tomli.loads(text)


def load(path):
    with open(path) as fh:
        return parse_toml(fh.read())
