import functools
import re


class Slugger:
    separator = "-"

    def slug(self, title):
        return self.normalize(title).replace(" ", self.separator)

    def normalize(self, text):
        return re.sub(r"[^a-z0-9 ]", "", text.lower()).strip()
