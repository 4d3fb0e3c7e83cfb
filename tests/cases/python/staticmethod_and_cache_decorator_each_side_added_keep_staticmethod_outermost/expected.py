import functools
import re


class Slugger:
    separator = "-"

    def slug(self, title):
        return self.normalize(title).replace(" ", self.separator)

    @staticmethod
    @functools.lru_cache(maxsize=1024)
    def normalize(text):
        return re.sub(r"[^a-z0-9 ]", "", text.lower()).strip()
